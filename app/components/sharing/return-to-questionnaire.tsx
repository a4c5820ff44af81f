// The petitioner's 'Return to Questionnaire' on steps 3 to 7 (end-user-journey.md §4 restart, E4.27): a ?dialog=restart
// page with a ticked box, so it opens and posts without JavaScript; the step machine's RESTART does the rest.
import { Form, Link, useNavigate } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { useHydrated } from '~/utils/use-hydrated';
import { DialogActions } from './dialog-actions';

export function ReturnToQuestionnaire({ guidePath, open, shared, error }: { guidePath: string; open: boolean; shared: boolean; error?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <div className="mt-6 rounded-lg border border-line bg-white p-4">
      <h2 className="font-semibold">Start again from the questionnaire</h2>
      <p className="mt-1 text-sm text-muted">Your answers are kept; sharing, the agreement, signatures and documents start over.</p>
      <Button asChild variant="secondary" className="mt-2">
        <Link to="?dialog=restart" preventScrollReset>
          Return to Questionnaire
        </Link>
      </Button>
      <FormDialog open={open} title="Return to Questionnaire" hydrated={hydrated} onClose={() => navigate(guidePath, { replace: true })}>
        <Form method="post" action={`${guidePath}?dialog=restart`} className="grid gap-3">
          <p>You go back to step 1 with your answers kept, and can change them there. Then:</p>
          <ul className="list-disc pl-5">
            <li>the questionnaire is no longer shared{shared ? ', and your spouse is told by e-mail' : ''};</li>
            <li>any agreement and signatures given on it no longer count, and the final documents are removed.</li>
          </ul>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="confirm" className="size-5 accent-brand" />
            Yes, return to the questionnaire and start again
          </label>
          <DialogActions error={error} cancelTo={guidePath} intent="restart" label="Return to Questionnaire" />
        </Form>
      </FormDialog>
    </div>
  );
}
