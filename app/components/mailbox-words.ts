// The development mailbox's words shared by its list and its message page (issue 35): an e-mail's status in the
// reader's words, a scheduled one with its day; a sender's or recipient's name apart from their address.
import type { TFunction } from 'i18next';
import type { EmailStatus } from '../../db/schema';
import type { Language } from '../../i18n/languages';
import { calendarDayAsUsDate } from '~/services/admin/dates';

/** An e-mail's statuses (emails.status), each said by the catalogue's `mailbox.statuses`. */
export const MAILBOX_STATUSES = ['scheduled', 'queued', 'sent', 'failed'] as const satisfies readonly EmailStatus[];
export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];

export interface MailboxStatusOf {
  status: MailboxStatus;
  /** the stored calendar day it goes out on (YYYY-MM-DD) */
  sendOn: string;
}

/** 'sent', 'scheduled for 12/31/2099' ('programado para el 31 de diciembre de 2099'). */
export function mailboxStatus(t: TFunction<'admin'>, email: MailboxStatusOf, language: Language): string {
  if (email.status === 'scheduled') return t('mailbox.scheduledFor', { day: calendarDayAsUsDate(email.sendOn, language) });
  return t(`mailbox.statuses.${email.status}`);
}

/** 'Accord <no-reply@accord.local>' as its name ('Accord') and its address ('no-reply@accord.local'); a bare address has no name. */
export function mailboxParty(party: string): { name: string; address: string } {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(party);
  return named ? { name: named[1]!.replace(/^"|"$/g, ''), address: named[2]! } : { name: '', address: party };
}
