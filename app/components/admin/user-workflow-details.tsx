// The User Workflow Data page's record: a user workflow's steps and where it comes from, then its sharing entries,
// payments, e-mails and audit trail, each a plain table (server-drawn, the same with or without JavaScript).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoResultsRow } from '~/components/admin/table-parts';
import { EMAIL_FORM_TEMPLATES } from '~/services/admin/email-form';
import { MAILBOX_STATUSES, type MailboxStatus } from '~/components/mailbox-words';

export interface UserWorkflowDetailsView {
  workflow: {
    id: string;
    name: string;
    state: string;
    type: string;
    county: string | null;
    childrenOption: string;
    collaborate: boolean;
    step: number;
    respondentStep: number | null;
    hasFinalPdf: boolean;
    createdAt: string;
    modifiedAt: string;
    ownerEmail: string;
    ownerName: string;
  };
  answers: { total: number; answered: number };
  sharing: Array<{ id: number; email: string; name: string; reviewType: string; access: boolean; agreed: boolean; sharedAt: string; lastAccessedAt: string }>;
  payments: Array<{ id: string; level: number; variant: string; status: string; amount: string; couponCode: string; provider: string; at: string }>;
  emails: Array<{ id: string; to: string; subject: string; language: string; template: string; status: string; sendOn: string }>;
  audit: Array<{ id: number; type: string; at: string; by: string }>;
}

function Table({ caption, headers, children, empty }: { caption: string; headers: string[]; children: ReactNode[]; empty: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_td]:align-top [&_th]:px-2 [&_th]:align-bottom">
        <caption className="mb-2 text-left text-xl font-semibold text-brand">{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children.length > 0 ? children : <NoResultsRow columns={headers.length} text={empty} />}</tbody>
      </table>
    </div>
  );
}

export function UserWorkflowDetails({ data }: { data: UserWorkflowDetailsView }) {
  const { workflow } = data;
  const { t } = useTranslation('admin', { keyPrefix: 'workflowData.details' });
  const { t: admin } = useTranslation('admin');
  const yesNo = (yes: boolean) => (yes ? t('yes') : t('no'));
  // a time or an id is said inside a catalogue text, which a translator may word around it
  const when = (date: string) => (date ? admin('workflowData.when', { date }) : '');
  // an e-mail's template by the e-mail test form's names, its status by the mailbox's words
  const template = (name: string) => ((EMAIL_FORM_TEMPLATES as readonly string[]).includes(name) ? admin(`emailForm.templates.${name as (typeof EMAIL_FORM_TEMPLATES)[number]}`) : name);
  const status = (name: string) => ((MAILBOX_STATUSES as readonly string[]).includes(name) ? admin(`mailbox.statuses.${name as MailboxStatus}`) : name);
  const form = { name: workflow.name, type: workflow.type, state: workflow.state, children: workflow.childrenOption };
  const facts: Array<[string, string]> = [
    [t('id'), t('idValue', { id: workflow.id })],
    [t('owner'), admin('workflowData.ownerAndEmail', { name: workflow.ownerName, email: workflow.ownerEmail })],
    [t('form'), workflow.county ? t('formWhatInCounty', { ...form, county: workflow.county }) : t('formWhat', form)],
    [t('collaborative'), yesNo(workflow.collaborate)],
    [t('step'), String(workflow.step)],
    [t('respondentStep'), workflow.respondentStep === null ? admin('workflowData.notShared') : String(workflow.respondentStep)],
    [t('answers'), t('answersCount', { answered: data.answers.answered, total: data.answers.total })],
    [t('finalPdf'), yesNo(workflow.hasFinalPdf)],
    [t('created'), when(workflow.createdAt)],
    [t('modified'), when(workflow.modifiedAt)],
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <Table caption={t('sharing')} headers={[t('sharingColumns.email'), t('sharingColumns.name'), t('sharingColumns.reviewType'), t('sharingColumns.access'), t('sharingColumns.agreed'), t('sharingColumns.sharedOn'), t('sharingColumns.lastVisit')]} empty={t('sharingNone')}>
        {data.sharing.map((s) => (
          <tr key={s.id}>
            <td className="break-all">{s.email}</td>
            <td>{s.name}</td>
            <td>{s.reviewType}</td>
            <td>{yesNo(s.access)}</td>
            <td>{yesNo(s.agreed)}</td>
            <td>{when(s.sharedAt)}</td>
            <td>{when(s.lastAccessedAt)}</td>
          </tr>
        ))}
      </Table>
      <Table caption={t('payments')} headers={[t('paymentColumns.level'), t('paymentColumns.variant'), t('paymentColumns.status'), t('paymentColumns.amount'), t('paymentColumns.coupon'), t('paymentColumns.provider'), t('paymentColumns.date')]} empty={t('paymentsNone')}>
        {data.payments.map((p) => (
          <tr key={p.id}>
            <td>{p.level}</td>
            <td>{p.variant}</td>
            <td>{p.status}</td>
            <td>{p.amount}</td>
            <td>{p.couponCode}</td>
            <td>{p.provider}</td>
            <td>{when(p.at)}</td>
          </tr>
        ))}
      </Table>
      <Table caption={t('emails')} headers={[t('emailColumns.to'), t('emailColumns.subject'), t('emailColumns.template'), t('emailColumns.status'), t('emailColumns.sendOn')]} empty={t('emailsNone')}>
        {data.emails.map((e) => (
          <tr key={e.id}>
            <td className="break-all">{e.to}</td>
            <td lang={e.language}>{e.subject}</td>
            <td>{template(e.template)}</td>
            <td>{status(e.status)}</td>
            <td>{e.sendOn}</td>
          </tr>
        ))}
      </Table>
      <Table caption={t('audit')} headers={[t('auditColumns.when'), t('auditColumns.event'), t('auditColumns.by')]} empty={t('auditNone')}>
        {data.audit.map((a) => (
          <tr key={a.id}>
            <td>{when(a.at)}</td>
            <td>{a.type}</td>
            <td>{a.by}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
