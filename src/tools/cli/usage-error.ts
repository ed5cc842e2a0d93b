/** Bad usage of the command line: exit 2, the message and a pointer to the help. */
export class UsageError extends Error {
  override name = 'UsageError';
}
