// The User Workflow Data page's record: a user workflow's steps and where it comes from, then its sharing entries,
// payments, e-mails and audit trail, each a plain table (server-drawn, the same with or without JavaScript).
import type { ReactNode } from 'react';
import { NoResultsRow } from '~/components/admin/table-parts';

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
  emails: Array<{ id: string; to: string; subject: string; template: string; status: string; sendOn: string }>;
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
  const facts: Array<[string, string]> = [
    ['Id', workflow.id],
    ['Owner', `${workflow.ownerName} (${workflow.ownerEmail})`],
    ['Form', `${workflow.name}: ${workflow.type}, ${workflow.state}${workflow.county ? `, ${workflow.county} County` : ''}, ${workflow.childrenOption}`],
    ['Collaborative', workflow.collaborate ? 'Yes' : 'No'],
    ['Step', String(workflow.step)],
    ['Respondent step', workflow.respondentStep === null ? 'Not shared' : String(workflow.respondentStep)],
    ['Answers', `${data.answers.answered} answered of ${data.answers.total} stored`],
    ['Final PDF', workflow.hasFinalPdf ? 'Yes' : 'No'],
    ['Created', workflow.createdAt],
    ['Modified', workflow.modifiedAt],
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
      <Table caption="Sharing" headers={['Email', 'Name', 'Review type', 'Access', 'Agreed', 'Shared on', 'Last visit']} empty="Not shared with anyone.">
        {data.sharing.map((s) => (
          <tr key={s.id}>
            <td className="break-all">{s.email}</td>
            <td>{s.name}</td>
            <td>{s.reviewType}</td>
            <td>{s.access ? 'Yes' : 'No'}</td>
            <td>{s.agreed ? 'Yes' : 'No'}</td>
            <td>{s.sharedAt}</td>
            <td>{s.lastAccessedAt}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Payments" headers={['Level', 'Variant', 'Status', 'Amount', 'Coupon', 'Provider', 'Date']} empty="No payments.">
        {data.payments.map((p) => (
          <tr key={p.id}>
            <td>{p.level}</td>
            <td>{p.variant}</td>
            <td>{p.status}</td>
            <td>{p.amount}</td>
            <td>{p.couponCode}</td>
            <td>{p.provider}</td>
            <td>{p.at}</td>
          </tr>
        ))}
      </Table>
      <Table caption="E-mails" headers={['To', 'Subject', 'Template', 'Status', 'Send on']} empty="No e-mails.">
        {data.emails.map((e) => (
          <tr key={e.id}>
            <td className="break-all">{e.to}</td>
            <td>{e.subject}</td>
            <td>{e.template}</td>
            <td>{e.status}</td>
            <td>{e.sendOn}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Audit trail" headers={['When', 'Event', 'By']} empty="Nothing recorded yet.">
        {data.audit.map((a) => (
          <tr key={a.id}>
            <td>{a.at}</td>
            <td>{a.type}</td>
            <td>{a.by}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
