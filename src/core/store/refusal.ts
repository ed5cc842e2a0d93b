/**
 * Why the store will not open a state file: the message names the file and the reason.
 * Thrown before anything on disk is changed; the server prints it and exits, and
 * `gateway-sandbox db check` prints it and exits 1.
 */
export class StoreRefusal extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'StoreRefusal';
  }
}
