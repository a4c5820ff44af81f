// 'No results.' under a filter that found nothing (workflow-builder.md §8): the keyword box it came from shows an error
// state (aria-invalid, a red border) and is described by the message, so a screen reader also hears why the list is empty.
export const NO_RESULTS = 'No results.';

/** Border classes of a keyword box that turn red while it finds nothing. */
export const SEARCH_ERROR_CLASS = 'aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger';

/** The keyword box's attributes: in error while a keyword is typed and nothing matches it. */
export function keywordState(keyword: string, noResults: boolean, messageId: string) {
  const failing = keyword.trim() !== '' && noResults;
  return { 'aria-invalid': failing || undefined, 'aria-describedby': failing ? messageId : undefined };
}

export function NoResults({ id }: { id: string }) {
  return (
    <p id={id} className="text-sm text-danger">
      {NO_RESULTS}
    </p>
  );
}
