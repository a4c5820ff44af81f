// The frame around every page: the top bar with the product name and the footer. The accounts issue adds the
// signed-in parts (profile, sign out, admin drawer, navigation).
import type { ReactNode } from 'react';

export const PRODUCT_NAME = 'Accord';

export function SiteShell({ children, supportEmail }: { children: ReactNode; supportEmail: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <a href="/" className="text-xl font-semibold text-brand no-underline">
            {PRODUCT_NAME}
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
        {children}
      </main>
      <footer className="border-t border-line bg-white text-sm text-muted">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4">
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
          <a href={`mailto:${supportEmail}`}>Contact us</a>
          <span>{PRODUCT_NAME} is not a law firm and does not give legal advice.</span>
        </div>
      </footer>
    </div>
  );
}
