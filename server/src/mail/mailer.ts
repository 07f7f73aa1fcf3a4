/**
 * Outgoing mail (password-reset links). With an SMTP server configured (SMTP_URL, or SMTP_HOST and the rest), mail
 * goes through nodemailer; without one nothing is sent: the caller prints the link to the server log and the
 * administrators of the user's organisations see the request (features/account). `delivered` tells them apart.
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when no mail server is configured: nothing was sent. */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

export interface SmtpSettings {
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  from: string;
}

/** No mail server: nothing can be sent. */
export const noMailer: Mailer = {
  delivers: false,
  send: () => Promise.reject(new Error('No mail server is configured (SMTP_URL or SMTP_HOST).')),
};

export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = settings.url
    ? nodemailer.createTransport(settings.url)
    : nodemailer.createTransport({
        host: settings.host,
        port: settings.port ?? 587,
        // Port 465 speaks TLS from the first byte; the others upgrade with STARTTLS when the server offers it.
        secure: (settings.port ?? 587) === 465,
        auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
      });
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/** The mailer the configuration asks for. */
export function mailerFor(settings: SmtpSettings | null): Mailer {
  return settings ? smtpMailer(settings) : noMailer;
}
