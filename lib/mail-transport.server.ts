// How a rendered e-mail leaves: over SMTP (nodemailer) when SMTP_URL is set, otherwise into the development
// mailbox, where the stored message is the delivery.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface MailTransport {
  readonly name: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return { name: 'mailbox', send: async () => ({ messageId: null }), close: () => {} };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: { name: mail.to.name, address: mail.to.address },
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
      });
      return { messageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}
