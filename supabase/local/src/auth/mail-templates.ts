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

/**
 * One of the two e-mail change links (`double_confirm_changes`, as GoTrue's secure e-mail change): the current
 * address is asked to agree, the new one to prove it is the member's. With a single confirmation only the
 * new address gets a mail, and it says nothing of another link.
 */
export function renderEmailChangeMail(input: {
  recipient: 'current' | 'new'
  currentEmail: string
  newEmail: string
  bothConfirm: boolean
  link: string
  otp: string
}) {
  const { recipient, currentEmail, newEmail, bothConfirm, link, otp } = input
  const subject = recipient === 'current' ? 'Confirm email change' : 'Confirm your new email address'
  const lead =
    recipient === 'current'
      ? `You asked to change the e-mail address you sign in with from ${currentEmail} to ${newEmail}. Follow this link to confirm the change from this address:`
      : `You asked to sign in with ${newEmail} from now on, instead of ${currentEmail}. Follow this link to confirm this new address:`
  const other = recipient === 'current' ? newEmail : currentEmail
  const both = bothConfirm
    ? `We sent a link to ${other} too: your address changes once both links have been followed.`
    : null
  const notYou =
    recipient === 'current'
      ? 'If you did not ask for this, do not follow the link, and change your password: someone else may be signed in to your account.'
      : 'If you did not ask for this, you can ignore this email.'
  const html = [
    `<h2>${subject}</h2>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(link)}">${recipient === 'current' ? 'Confirm the change' : 'Confirm new address'}</a></p>`,
    `<p>Or enter this code: <strong>${otp}</strong></p>`,
    both && `<p>${escapeHtml(both)}</p>`,
    `<p>${escapeHtml(notYou)}</p>`,
  ]
  const text = [subject, '', lead, link, '', `Or enter this code: ${otp}`, '', both, notYou].filter((l) => l !== null)
  return { subject, html: html.filter(Boolean).join('\n'), text: `${text.join('\n')}\n` }
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
