import { randomUUID } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'

export interface Mail {
  id: string
  to: string
  subject: string
  html: string
  text: string
  /** Every link in the mail, in order, so that tests and people can follow them. */
  links: string[]
  created_at: string
}

const MAILBOX_LIMIT = 500

/** Keeps every mail in a local mailbox; also relays it over SMTP when a URL is configured. */
export class Mailer {
  private mails: Mail[] = []
  private transport: Transporter | null

  constructor(
    smtpUrl: string | undefined,
    private readonly from = 'Campus Network <no-reply@localhost>',
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
  }

  async send(message: { to: string; subject: string; text: string; html: string }): Promise<Mail> {
    const links = [...message.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'))
    const mail: Mail = { id: randomUUID(), links, created_at: new Date().toISOString(), ...message }
    this.mails.unshift(mail)
    this.mails.length = Math.min(this.mails.length, MAILBOX_LIMIT)
    await this.transport?.sendMail({ from: this.from, ...message })
    return mail
  }

  list(to?: string): Mail[] {
    return to ? this.mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : this.mails
  }

  clear() {
    this.mails = []
  }
}
