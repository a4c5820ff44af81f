// The two account e-mails: confirm your e-mail address, and reset your password. Each is one calm paragraph and
// one button, with the link also written out for mail clients that hide buttons.
import { Button, Link, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export interface AccountLinkEmailProps {
  toName: string;
  url: string;
  supportEmail?: string;
}

export function LinkBlock({ url, label }: { url: string; label: string }) {
  return (
    <>
      <Button
        href={url}
        style={{ backgroundColor: '#1e3a5f', color: '#ffffff', padding: '12px 20px', borderRadius: 6, fontSize: 15 }}
      >
        {label}
      </Button>
      <Text style={{ fontSize: 13, color: '#4b5563', lineHeight: '20px' }}>
        If the button does not work, copy this address into your browser: <Link href={url}>{url}</Link>
      </Text>
    </>
  );
}

export function VerifyEmail({ toName, url, supportEmail }: AccountLinkEmailProps) {
  return (
    <EmailLayout
      preview="Please confirm your e-mail address to finish creating your Accord account."
      supportEmail={supportEmail}
    >
      <Text style={{ fontSize: 16 }}>{`Hello ${toName},`}</Text>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>
        Thank you for creating your Accord account. Please confirm that this is your e-mail address, then sign in.
      </Text>
      <LinkBlock url={url} label="Verify my e-mail" />
      <Text style={{ fontSize: 13, color: '#4b5563' }}>
        If you did not create an account, you can ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}

export function ResetPasswordEmail({ toName, url, supportEmail }: AccountLinkEmailProps) {
  return (
    <EmailLayout preview="Choose a new password for your Accord account." supportEmail={supportEmail}>
      <Text style={{ fontSize: 16 }}>{`Hello ${toName},`}</Text>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>
        Someone asked to reset the password of your Accord account. If it was you, choose a new password with the button
        below. The link works once, for one hour.
      </Text>
      <LinkBlock url={url} label="Choose a new password" />
      <Text style={{ fontSize: 13, color: '#4b5563' }}>
        If you did not ask for this, you can ignore this e-mail: your password stays the same.
      </Text>
    </EmailLayout>
  );
}
