/**
 * A token bucket per tenant (SANDBOX_TENANT_RATE_LIMIT): `perSecond` requests a second, with
 * bursts of up to one second's worth. `take` answers null when the request may go, or the
 * whole seconds to wait (the Retry-After) when it may not. Wall time, handed in.
 */
export class RateLimiter {
  private tokens: number;
  private updatedMs: number;

  constructor(
    private readonly perSecond: number,
    nowMs: number,
  ) {
    this.tokens = perSecond;
    this.updatedMs = nowMs;
  }

  /** Whether a request now would be let through (nothing taken). */
  peek(nowMs: number): boolean {
    const elapsed = Math.max(0, nowMs - this.updatedMs);
    return Math.min(this.perSecond, this.tokens + (elapsed * this.perSecond) / 1000) >= 1;
  }

  take(nowMs: number): number | null {
    const elapsed = Math.max(0, nowMs - this.updatedMs);
    this.tokens = Math.min(this.perSecond, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedMs = nowMs;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return null;
    }
    return Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
  }
}
