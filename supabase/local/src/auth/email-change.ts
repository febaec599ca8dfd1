import type { Queryable } from '../db/driver.ts'
import { TOKEN_COLUMN, type AuthContext } from './context.ts'
import { renderEmailChangeMail } from './mail-templates.ts'
import { NOW, findUserById, newOtp, setEmailIdentity, updateUser, type UserRow } from './users.ts'

/** GoTrue's answer to the first of two e-mail change links (`singleConfirmationAccepted`). */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

type TokenColumn = 'email_change_token_current' | 'email_change_token_new'

/** The user holding one of `tokens` as an e-mail change token, and which of their two tokens it is. */
export async function findEmailChangeToken(
  db: Queryable,
  tokens: string[],
): Promise<{ user: UserRow; column: TokenColumn } | null> {
  const wanted = tokens.filter(Boolean)
  if (wanted.length === 0) return null
  const { rows } = await db.query<{ id: string; current: boolean }>(
    `select id, email_change_token_current = any ($1::text[]) as current from auth.users
     where email_change_token_current = any ($1::text[]) or email_change_token_new = any ($1::text[])
     limit 1`,
    [wanted],
  )
  if (!rows[0]) return null
  const user = (await findUserById(db, rows[0].id))!
  return { user, column: rows[0].current ? 'email_change_token_current' : 'email_change_token_new' }
}

/**
 * The e-mail change as GoTrue makes it. With `double_confirm_changes` (its secure e-mail change) a member
 * who has an address gets a link there and one at the new address, and the address changes once both
 * were followed, in either order; otherwise the new address's link alone changes it.
 */
export function emailChangeFlow(ctx: AuthContext) {
  const { db, config, mailer, otpGuesses, chargeEmail, requireMailFrequency, verifyLink } = ctx

  const bothConfirm = (user: UserRow) => config.doubleConfirmChanges && !!user.email

  /** Writes fresh tokens for a change to `next` and mails the link(s). */
  async function send(user: UserRow, next: string, redirectTo: string, opts: { pkce: boolean; ip?: string }) {
    requireMailFrequency(user.email_change_sent_at)
    const both = bothConfirm(user)
    const current = user.email ?? ''
    chargeEmail(next, opts.ip)
    if (both) chargeEmail(current, opts.ip)
    const prefix = opts.pkce ? 'pkce_' : ''
    const toNew = newOtp(next)
    const toCurrent = both ? newOtp(current) : null
    // Wrong guesses are counted per address under the kind's column (verify.ts); fresh codes start afresh.
    for (const address of [next, current]) otpGuesses.delete(`${TOKEN_COLUMN.email_change}:${address.toLowerCase()}`)
    const updated = await updateUser(db, user.id, {
      email_change: next,
      email_change_token_new: prefix + toNew.tokenHash,
      email_change_token_current: toCurrent ? prefix + toCurrent.tokenHash : '',
      email_change_confirm_status: 0,
      email_change_sent_at: NOW,
    })
    const mail = (recipient: 'current' | 'new', token: string, otp: string) =>
      renderEmailChangeMail({
        recipient,
        currentEmail: current,
        newEmail: next,
        bothConfirm: both,
        link: verifyLink(token, 'email_change', redirectTo),
        otp,
      })
    await mailer.send({ to: next, ...mail('new', updated.email_change_token_new!, toNew.otp) })
    if (toCurrent)
      await mailer.send({ to: current, ...mail('current', updated.email_change_token_current!, toCurrent.otp) })
    return updated
  }

  /**
   * Follows one link (`column`: the token it carried). Null when it was the first of two: the token is spent
   * and the other link is still needed. Otherwise the address changes and the user after it is returned.
   */
  async function confirm(user: UserRow, column: TokenColumn): Promise<UserRow | null> {
    // As GoTrue: with confirmations off (autoconfirm) one link is enough.
    if (bothConfirm(user) && config.enableConfirmations && !user.email_change_confirm_status) {
      await updateUser(db, user.id, { email_change_confirm_status: 1, [column]: '' })
      return null
    }
    const next = user.email_change!
    await setEmailIdentity(db, user.id, next)
    return updateUser(db, user.id, {
      email: next,
      email_change: '',
      email_change_token_new: '',
      email_change_token_current: '',
      email_change_confirm_status: 0,
      email_confirmed_at: user.email_confirmed_at ?? NOW,
      is_anonymous: false,
    })
  }

  return { send, confirm }
}
