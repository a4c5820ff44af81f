// A timed redirect for browsers without JavaScript: a refresh inside <noscript>, which a browser running
// JavaScript never parses (there a timer in the page does the same, and no refresh stays in the page).
export function RefreshWithoutJavaScript({ seconds, href }: { seconds: number; href: string }) {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${seconds};url=${href}`} />
    </noscript>
  );
}
