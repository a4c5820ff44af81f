// The shape the spouses' e-mails share: a greeting, a few plain paragraphs, and one link to the page where the
// reader acts next (a button with the address written out beneath it, for mail readers that hide buttons).
import { Text } from '@react-email/components';
import { LinkBlock } from './account-link';
import { EmailLayout } from './layout';
import type { EmailTexts } from './texts';

export function ParagraphsEmail({ preview, toName, paragraphs, url, button, supportEmail, texts }: { preview: string; toName: string; paragraphs: string[]; url: string; button: string; supportEmail?: string; texts: EmailTexts }) {
  return (
    <EmailLayout preview={preview} supportEmail={supportEmail} texts={texts}>
      <Text style={{ fontSize: 16 }}>{texts.t('layout.hello', { name: toName })}</Text>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={{ fontSize: 15, lineHeight: '22px' }}>
          {paragraph}
        </Text>
      ))}
      <LinkBlock url={url} label={button} texts={texts} />
    </EmailLayout>
  );
}
