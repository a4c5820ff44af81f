// A plain message e-mail: the payload's text, kept in paragraphs, and its optional link as a button. The message is
// the sender's own words; the greeting, the practice note and the layout are in the recipient's language.
import { Button, Text } from '@react-email/components';
import { EmailLayout } from './layout';
import { emailTexts, type EmailTexts } from './texts';

export interface MessageEmailProps {
  toName: string;
  message: string;
  link?: { name: string; url: string } | null;
  supportEmail?: string;
  /** a line above the greeting, such as the practice e-mail's */
  note?: string;
  texts?: EmailTexts;
}

/** The 'practice' e-mail (the e-mail test form's kind, administration-platform.md §7) says what it is, so nobody acts on it. */
export const practiceNote = (texts: EmailTexts = emailTexts('en')) => texts.t('practiceNote');

export function MessageEmail({ toName, message, link, supportEmail, note, texts = emailTexts('en') }: MessageEmailProps) {
  const paragraphs = message.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <EmailLayout preview={paragraphs[0]?.slice(0, 120) ?? ''} supportEmail={supportEmail} texts={texts}>
      {note ? <Text style={{ fontSize: 13, color: '#5b6b7f' }}>{note}</Text> : null}
      <Text style={{ fontSize: 16 }}>{texts.t('layout.hello', { name: toName })}</Text>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ fontSize: 15, lineHeight: '22px', whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
      {link ? (
        <Button
          href={link.url}
          style={{ backgroundColor: '#1e3a5f', color: '#ffffff', padding: '12px 20px', borderRadius: 6, fontSize: 15 }}
        >
          {link.name}
        </Button>
      ) : null}
    </EmailLayout>
  );
}
