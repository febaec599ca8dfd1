export type MailKind = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite'

const COPY: Record<MailKind, { subject: string; lead: string; action: string }> = {
  signup: {
    subject: 'Confirm your signup',
    lead: 'Follow this link to confirm your account:',
    action: 'Confirm your email',
  },
  recovery: {
    subject: 'Reset your password',
    lead: 'Follow this link to reset your password:',
    action: 'Reset password',
  },
  email_change: {
    subject: 'Confirm email change',
    lead: 'Follow this link to confirm the change of your email address:',
    action: 'Change email',
  },
  magiclink: { subject: 'Your magic link', lead: 'Follow this link to sign in:', action: 'Sign in' },
  invite: { subject: 'You have been invited', lead: 'Follow this link to accept the invitation:', action: 'Accept' },
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function renderMail(kind: MailKind, link: string, otp: string) {
  const copy = COPY[kind]
  const html = `<h2>${copy.subject}</h2>
<p>${copy.lead}</p>
<p><a href="${escapeHtml(link)}">${copy.action}</a></p>
<p>Or enter this code: <strong>${otp}</strong></p>
<p>If you did not ask for this, you can ignore this email.</p>`
  const text = `${copy.subject}\n\n${copy.lead}\n${link}\n\nOr enter this code: ${otp}\n`
  return { subject: copy.subject, html, text }
}

/** The nonce `reauthenticate()` mails: a code to type, no link (GoTrue's reauthentication template). */
export function renderReauthenticationMail(otp: string) {
  const subject = 'Confirm reauthentication'
  return {
    subject,
    html: `<h2>${subject}</h2>\n<p>Enter the code: <strong>${otp}</strong></p>\n<p>If you did not ask for this, you can ignore this email.</p>`,
    text: `${subject}\n\nEnter the code: ${otp}\n`,
  }
}

/** The warning a member gets when their account sees many wrong passwords (at most one an hour). */
export function renderFailedSignInsMail(input: { email: string; attempts: number; settingsUrl: string }) {
  const subject = 'Failed sign-in attempts on your account'
  const paragraphs = [
    `Someone tried to sign in to your account (${input.email}) with a wrong password ${input.attempts} times within the last hour. The password was not entered correctly, so nobody got in, and nothing on your account has changed.`,
    'If this was you, you can ignore this email. You can still sign in as usual, or reset your password from the sign-in page if you have forgotten it.',
    'If it was not you, keep your account safe: change your password to one you use nowhere else, and turn on two-step verification, so that a password alone is never enough to sign in. Both are in your account settings:',
  ]
  const html = [
    `<h2>${subject}</h2>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(input.settingsUrl)}">Open your account settings</a></p>`,
  ].join('\n')
  return { subject, html, text: `${subject}\n\n${paragraphs.join('\n\n')}\n${input.settingsUrl}\n` }
}
