import type {ReactNode} from 'react';

/** The frame of the signed-out account pages (sign in, create account, password reset). */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 py-6">
      <div>
        <h1 className="text-3xl font-semibold">{title}</h1>
        {intro ? <p className="mt-2 text-neutral-700">{intro}</p> : null}
      </div>
      {children}
      {footer ? <div className="border-t border-neutral-200 pt-6 text-neutral-800">{footer}</div> : null}
    </div>
  );
}
