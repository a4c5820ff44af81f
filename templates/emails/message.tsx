// A plain message e-mail: the payload's text, kept in paragraphs, and its optional link as a button.
import { Button, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface MessageEmailProps {
  toName: string;
  message: string;
  link?: { name: string; url: string } | null;
  supportEmail?: string;
}

export function MessageEmail({ toName, message, link, supportEmail }: MessageEmailProps) {
  const paragraphs = message.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <EmailLayout preview={paragraphs[0]?.slice(0, 120) ?? ''} supportEmail={supportEmail}>
      <Text style={{ fontSize: 16 }}>{`Hello ${toName},`}</Text>
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
