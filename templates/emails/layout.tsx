// The one layout every Accord e-mail shares: the product name on top, the message, and the footer.
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { emailTexts, type EmailTexts } from './texts';

export const PRODUCT_NAME = 'Accord';

export interface LayoutProps {
  preview: string;
  children: ReactNode;
  supportEmail?: string;
  /** the recipient's language's words; English for the e-mails not yet translated */
  texts?: EmailTexts;
}

export function EmailLayout({ preview, children, supportEmail = 'support@accord.local', texts = emailTexts('en') }: LayoutProps) {
  const { t } = texts;
  return (
    <Html lang={texts.language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f5f5f0', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2937' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: '24px 16px' }}>
          <Text style={{ fontSize: 22, fontWeight: 700, color: '#1e3a5f', margin: '0 0 16px' }}>{PRODUCT_NAME}</Text>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: 8, padding: '24px' }}>{children}</Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
          <Text style={{ fontSize: 12, color: '#4b5563', lineHeight: '18px' }}>
            {t('layout.footer', { product: PRODUCT_NAME, supportEmail })}
          </Text>
          <Text style={{ fontSize: 12, color: '#4b5563' }}>
            {t('layout.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
