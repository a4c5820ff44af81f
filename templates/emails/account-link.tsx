// The two account e-mails: confirm your e-mail address, and reset your password. Each is one calm paragraph and
// one button, with the link also written out for mail clients that hide buttons, in the recipient's language.
import { Button, Link, Text } from '@react-email/components';
import { EmailLayout, PRODUCT_NAME } from './layout';
import { emailTexts, type EmailTexts } from './texts';

export interface AccountLinkEmailProps {
  toName: string;
  url: string;
  supportEmail?: string;
  /** the recipient's language's words */
  texts: EmailTexts;
}

export function LinkBlock({ url, label, texts = emailTexts('en') }: { url: string; label: string; texts?: EmailTexts }) {
  return (
    <>
      <Button
        href={url}
        style={{ backgroundColor: '#1e3a5f', color: '#ffffff', padding: '12px 20px', borderRadius: 6, fontSize: 15 }}
      >
        {label}
      </Button>
      <Text style={{ fontSize: 13, color: '#4b5563', lineHeight: '20px' }}>
        {texts.t('layout.buttonFallback')} <Link href={url} style={{ color: '#1e3a5f', textDecoration: 'underline' }}>
          {url}
        </Link>
      </Text>
    </>
  );
}

/** One account e-mail: hello, what it is for, its button, and what to do if it was not asked for. */
function AccountLinkEmail({ toName, url, supportEmail, texts, words }: AccountLinkEmailProps & { words: 'verify' | 'reset' }) {
  const { t } = texts;
  const product = PRODUCT_NAME;
  return (
    <EmailLayout preview={t(`${words}.preview`, { product })} supportEmail={supportEmail} texts={texts}>
      <Text style={{ fontSize: 16 }}>{t('layout.hello', { name: toName })}</Text>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>{t(`${words}.body`, { product })}</Text>
      <LinkBlock url={url} label={t(`${words}.button`)} texts={texts} />
      <Text style={{ fontSize: 13, color: '#4b5563' }}>{t(`${words}.ignore`)}</Text>
    </EmailLayout>
  );
}

export function VerifyEmail(props: AccountLinkEmailProps) {
  return <AccountLinkEmail {...props} words="verify" />;
}

export function ResetPasswordEmail(props: AccountLinkEmailProps) {
  return <AccountLinkEmail {...props} words="reset" />;
}
