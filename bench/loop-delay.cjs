// Preload of bench/burst-ab.mjs (node --require): the server's event-loop delay, sampled every
// millisecond. On SIGUSR2 it writes the histogram since the last signal to stderr as one line
// ("loop-delay {...}", milliseconds) and starts over, so the caller reads each phase alone.
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { writeSync } = require('node:fs');

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const ms = (ns) => Math.round(ns / 1e4) / 100;
process.on('SIGUSR2', () => {
  const line = {
    max: ms(histogram.max),
    p99: ms(histogram.percentile(99)),
    p90: ms(histogram.percentile(90)),
    mean: ms(histogram.mean),
    samples: histogram.count,
  };
  writeSync(2, `loop-delay ${JSON.stringify(line)}\n`);
  histogram.reset();
});
