/**
 * A token-bucket rate limiter: each key gets `capacity` tokens that refill at `refillPerSecond`.
 * Bursts up to the capacity pass; sustained traffic is held to the refill rate.
 * Keeps state in memory, so use one shared store (such as Redis) when running several servers.
 */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the request may go ahead; false when the caller should answer 429. */
  tryTake(key: string): boolean {
    const time = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updatedAt: time };
    const refilled = ((time - bucket.updatedAt) / 1000) * this.refillPerSecond;
    bucket.tokens = Math.min(this.capacity, bucket.tokens + refilled);
    bucket.updatedAt = time;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return allowed;
  }
}

let clock = 0;
const limiter = new TokenBucketLimiter(2, 1, () => clock);
const results = [limiter.tryTake('ip'), limiter.tryTake('ip'), limiter.tryTake('ip')];
clock += 1000;
results.push(limiter.tryTake('ip'));
console.log(results); // [true, true, false, true]
