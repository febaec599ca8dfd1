const HOUR = 60 * 60 * 1000

export interface SignInLimitRules {
  /** Wrong passwords for one account from one address before that pair cools down. */
  perAccountAndAddress: number
  cooldownMs: number
  /** Wrong passwords for one account within an hour, from anywhere, before its owner is warned. */
  warnAfter: number
}

/**
 * Failed password sign-ins, counted so that nobody can turn them against a member.
 *
 * The cool-down is keyed by account and client address together: whoever guesses from an address is
 * stopped there, while the owner's right password from any other address still signs in. Locking the
 * account itself (as the local stack once did) let a stranger keep any member out for good with ten
 * wrong passwords every quarter hour. Guessing spread over many addresses is bounded by the per-address
 * request limits instead, and the owner is told by mail once the account's failures from all addresses
 * cross `warnAfter` within an hour.
 */
export class FailedSignIns {
  /** account + address → failures in the cool-down window that began with the first of them. */
  private pairs = new Map<string, { start: number; count: number }>()
  /** account → times of its latest failures (at most `warnAfter`), and when its owner was last warned. */
  private accounts = new Map<string, { times: number[]; warnedAt: number | null }>()

  constructor(
    private readonly rules: SignInLimitRules,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** True while `address` may not try passwords for `account`. */
  isCoolingDown(account: string, address: string): boolean {
    const pair = this.pairs.get(pairKey(account, address))
    return !!pair && this.now() - pair.start < this.rules.cooldownMs && pair.count >= this.rules.perAccountAndAddress
  }

  /**
   * Counts a wrong password. True when the account's owner should now be warned: its failures within the
   * last hour have reached `warnAfter` and no warning went out within the hour.
   */
  recordFailure(account: string, address: string): boolean {
    const now = this.now()
    const key = pairKey(account, address)
    const pair = this.pairs.get(key)
    if (!pair || now - pair.start >= this.rules.cooldownMs) {
      if (this.pairs.size >= this.maxKeys) this.evictPairs(now)
      this.pairs.set(key, { start: now, count: 1 })
    } else pair.count += 1

    let seen = this.accounts.get(account)
    if (!seen) {
      if (this.accounts.size >= this.maxKeys) this.evictAccounts(now)
      seen = { times: [], warnedAt: null }
      this.accounts.set(account, seen)
    }
    seen.times.push(now)
    if (seen.times.length > this.rules.warnAfter) seen.times.shift()
    const crossed = seen.times.length >= this.rules.warnAfter && now - seen.times[0] < HOUR
    return crossed && (seen.warnedAt === null || now - seen.warnedAt >= HOUR)
  }

  /** The owner was told; no other warning for an hour. */
  warned(account: string) {
    const seen = this.accounts.get(account)
    if (seen) seen.warnedAt = this.now()
  }

  /** The right password from this address: its earlier mistakes no longer count towards a cool-down. */
  recordSuccess(account: string, address: string) {
    this.pairs.delete(pairKey(account, address))
  }

  private evictPairs(now: number) {
    for (const [k, p] of this.pairs) if (now - p.start >= this.rules.cooldownMs) this.pairs.delete(k)
    if (this.pairs.size >= this.maxKeys) this.pairs.delete(this.pairs.keys().next().value!)
  }

  private evictAccounts(now: number) {
    for (const [k, a] of this.accounts) {
      const last = Math.max(a.times.at(-1) ?? 0, a.warnedAt ?? 0)
      if (now - last >= HOUR) this.accounts.delete(k)
    }
    if (this.accounts.size >= this.maxKeys) this.accounts.delete(this.accounts.keys().next().value!)
  }
}

const pairKey = (account: string, address: string) => `${account}\n${address}`
