import { DUE_JOBS } from '../../src/sandbox/jobs.js';
import { JOB_LABELS } from '../../ui/lib/job-labels.js';

/**
 * The console's labels for what is not a schema enum (a schema enum's table is a
 * Record<Enum, string>: the build fails when a value lacks its label). Job names are strings
 * in src/sandbox/jobs.ts, so this test is what fails when a job is added without its label.
 */
describe('the console vocabulary', () => {
  it.each(DUE_JOBS.map((job) => job.name))('names the clock job %s in Portuguese', (name) => {
    expect(JOB_LABELS[name]).toMatch(/^[^.]+$/);
  });

  it('has no label for a job that does not exist', () => {
    expect(Object.keys(JOB_LABELS).sort()).toEqual(DUE_JOBS.map((job) => job.name).sort());
  });
});
