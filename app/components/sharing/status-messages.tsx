// The spouse's page status lines (the respondent guide and the shared survey): what happened last, and the
// agreement, each read out by screen readers as a status.
export function SharingStatusMessages({ message, agreedMessage }: { message?: string | null; agreedMessage?: string | null }) {
  return (
    <>
      {message ? (
        <p role="status" className="mt-4 rounded-md border border-line bg-white p-3">
          {message}
        </p>
      ) : null}
      {agreedMessage ? (
        <p role="status" className="mt-4 rounded-md border border-brand bg-white p-3 font-semibold text-brand">
          {agreedMessage}
        </p>
      ) : null}
    </>
  );
}
