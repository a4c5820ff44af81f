// A form action's answer. When it refuses the input, the request is marked so that the page rendered with it has
// 'Error: ' first in its title as served (without JavaScript): a route's meta cannot see its action's data, but the
// root loader, which runs after the action in the same request, reads the mark (root.tsx, ErrorTitle).
import { data, type AppLoadContext } from '@remix-run/node';
import { refusesInput } from './refused-input';

export function formAnswer<T>(context: AppLoadContext | undefined, body: T, init: number | ResponseInit = 200) {
  if (context && refusesInput(body)) context.refusedInput = true;
  return data(body, init);
}

/** Whether this request's action refused the input (read by the root loader). */
export function refusedInputOf(context: AppLoadContext | undefined): boolean {
  return context?.refusedInput === true;
}
