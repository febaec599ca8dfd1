/**
 * The last statements a database ran, kept unformatted (a reference each) and written out once, when the
 * database first shows it is broken: PGlite's single backend cannot restart as a PostgreSQL server's does,
 * so after a PANIC every later statement fails and only what came just before says why.
 */
export class RecentStatements {
  private readonly items: { at: number; sql: string; params: unknown[]; outcome: unknown }[] = []
  private reported = false

  constructor(private readonly size: number) {}

  /**
   * Keeps a statement's outcome ('ok' or its error); a PANIC, or a connection-class error (the backend lost
   * track of the protocol), is reported at once.
   */
  note(sql: string, params: unknown[], outcome: unknown) {
    this.items.push({ at: Date.now(), sql, params, outcome })
    if (this.items.length > this.size) this.items.shift()
    const error = outcome as { severity?: string; code?: string } | null
    if (error?.severity === 'PANIC') this.reportOnce('PGlite answered PANIC')
    else if (typeof error?.code === 'string' && error.code.startsWith('08'))
      this.reportOnce(`PGlite answered a connection error (${error.code})`)
  }

  reportOnce(reason: string) {
    if (this.reported) return
    this.reported = true
    const lines = this.items.map(({ at, sql, params, outcome }) => {
      const result = outcome instanceof Error ? `error: ${outcome.message}` : String(outcome)
      const text = sql.replace(/\s+/g, ' ').slice(0, 300)
      return `  ${new Date(at).toISOString()} ${result} :: ${text} :: ${JSON.stringify(params).slice(0, 200)}`
    })
    console.error(`[database] ${reason}. The statements before it, oldest first:\n${lines.join('\n')}`)
  }
}
