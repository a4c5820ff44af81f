// The create / edit dialog of the admin table pages keeps its state in the URL (?dialog=new, ?edit={key}), so it
// opens without JavaScript. An edit key that names nothing is Not Found rather than an empty dialog.
export async function editDialogFromUrl<T>(
  url: URL,
  find: (key: string) => T | undefined | Promise<T | undefined>,
): Promise<{ editing: T | undefined; dialogOpen: boolean }> {
  const key = url.searchParams.get('edit');
  const editing = key ? await find(key) : undefined;
  if (key && !editing) throw new Response('Not Found', { status: 404 });
  return { editing, dialogOpen: editing !== undefined || url.searchParams.get('dialog') === 'new' };
}
