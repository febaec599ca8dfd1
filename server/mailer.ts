import nodemailer from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

type Send = (mail: OutgoingMail) => Promise<unknown>

// On globalThis: Vite's dev server loads api/ modules in a graph of their own, so a module-level
// variable set by server/local-app.ts would not be the one api/ reads.
const KEY = Symbol.for('campus.mailer')
const registry = globalThis as unknown as Record<symbol, Send | undefined>

/** The local stack hands its auth mailer over (local mailbox, and SMTP when configured). */
export function registerLocalMailer(send: Send) {
  registry[KEY] = send
}

/**
 * Sends a mail the way the auth mails go: through the local stack's mailer when the app runs locally,
 * otherwise over SMTP_URL (on Vercel: the same SMTP server the hosted project's Auth uses).
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const local = registry[KEY]
  if (local) {
    await local(mail)
    return
  }
  const smtpUrl = process.env.SMTP_URL
  if (!smtpUrl) throw new Error('No mailer: set SMTP_URL')
  const from = process.env.SMTP_FROM ?? 'Campus Network <no-reply@localhost>'
  await nodemailer.createTransport(smtpUrl).sendMail({ from, ...mail })
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
