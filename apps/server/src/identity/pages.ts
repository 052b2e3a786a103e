/**
 * The bundled identity provider's own pages (sign-in, sign-out, errors): small, self-contained,
 * Antena-branded HTML in English and Spanish. Everything interpolated goes through `escapeHtml`.
 */
import { createHash } from 'node:crypto';

export type Lang = 'en' | 'es';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const supported = (tag: string): Lang | undefined => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'es' ? 'es' : primary === 'en' ? 'en' : undefined;
};

/**
 * The page language: the first supported tag of `ui_locales` (space-separated, in order of
 * preference), else the best supported tag of Accept-Language by quality, else English.
 */
export function pickLanguage(uiLocales?: unknown, acceptLanguage?: string): Lang {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const lang = supported(tag);
      if (lang) return lang;
    }
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const quality = q ? Number(q.slice(2)) : 1;
        return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
      })
      .filter((entry) => entry.quality > 0)
      .sort((a, b) => b.quality - a.quality || a.index - b.index);
    for (const { tag } of ranked) {
      const lang = supported(tag);
      if (lang) return lang;
    }
  }
  return 'en';
}

export const TEXTS = {
  en: {
    signInTitle: 'Sign in',
    signInHeading: 'Sign in to Antena',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    invalidCredentials: 'Invalid email or password',
    tooManyAttempts: (n: number) => `Too many sign-in attempts. Try again in ${n} minutes.`,
    missingFields: 'Enter your email and password.',
    expired: 'This sign-in request has expired or is no longer valid. Go back to Antena and try again.',
    backToApp: 'Back to Antena',
    errorTitle: 'Something went wrong',
    signInFailed: 'Antena could not complete the sign-in. Go back to Antena and try again.',
    errorCode: (code: string) => `Error code: ${code}`,
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out of Antena?',
    signOutYes: 'Yes, sign me out',
    signOutNo: 'No, stay signed in',
    signingOut: 'Signing you out…',
    continue: 'Continue',
    signedOutTitle: 'Signed out',
    signedOut: 'You have signed out of Antena.',
    signInAgain: 'Sign in again',
  },
  es: {
    signInTitle: 'Ingresar',
    signInHeading: 'Ingresa a Antena',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Ingresar',
    cancel: 'Cancelar',
    invalidCredentials: 'Correo o contraseña incorrectos',
    tooManyAttempts: (n: number) => `Demasiados intentos de ingreso. Intenta nuevamente en ${n} minutos.`,
    missingFields: 'Ingresa tu correo y tu contraseña.',
    expired: 'Esta solicitud de ingreso expiró o ya no es válida. Vuelve a Antena e intenta nuevamente.',
    backToApp: 'Volver a Antena',
    errorTitle: 'Algo salió mal',
    signInFailed: 'Antena no pudo completar el ingreso. Vuelve a Antena e intenta nuevamente.',
    errorCode: (code: string) => `Código de error: ${code}`,
    signOutTitle: 'Cerrar sesión',
    signOutQuestion: '¿Quieres cerrar tu sesión en Antena?',
    signOutYes: 'Sí, cerrar sesión',
    signOutNo: 'No, mantener la sesión',
    signingOut: 'Cerrando tu sesión…',
    continue: 'Continuar',
    signedOutTitle: 'Sesión cerrada',
    signedOut: 'Cerraste tu sesión en Antena.',
    signInAgain: 'Ingresar nuevamente',
  },
} as const;

/** For pages without scripts. Inline styles only; no external resources. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";

/** The CSP for a page that runs exactly `script` inline. */
export function cspWithScript(script: string): string {
  const digest = createHash('sha256').update(script).digest('base64');
  return `${PAGE_CSP}; script-src 'sha256-${digest}'`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f5f8;color:#1c2430;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{width:100%;max-width:380px;margin:24px;padding:32px 28px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.06)}
.brand{display:flex;align-items:center;gap:10px;margin:0 0 20px;font-weight:700;font-size:20px;letter-spacing:.02em;color:#0b4f8a}
.brand svg{flex:none}
h1{font-size:20px;margin:0 0 20px;font-weight:600}
label{display:block;font-weight:600;font-size:14px;margin:0 0 6px}
input[type=email],input[type=password]{display:block;width:100%;height:44px;margin:0 0 16px;padding:0 12px;font:inherit;color:inherit;background:#fff;border:1px solid #9aa5b4;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #5b9bd5;outline-offset:2px}
button{display:block;width:100%;height:44px;margin:8px 0 0;font:inherit;font-weight:600;border:0;border-radius:8px;cursor:pointer;color:#fff;background:#0b4f8a}
button:hover{background:#093f6e}
button.secondary{color:#0b4f8a;background:#e8eef5}
button.secondary:hover{background:#d8e3ef}
.alert{margin:0 0 16px;padding:10px 12px;border-radius:8px;background:#fdecec;color:#8a1010;border:1px solid #f3b4b4}
.links{margin:16px 0 0;text-align:center;font-size:14px}
a{color:#0b4f8a}
`;

const LOGO = `<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false"><circle cx="14" cy="14" r="3.5" fill="#0b4f8a"/><path d="M8 8a8.5 8.5 0 0 0 0 12M20 8a8.5 8.5 0 0 1 0 12M4.5 4.5a13.5 13.5 0 0 0 0 19M23.5 4.5a13.5 13.5 0 0 1 0 19" fill="none" stroke="#0b4f8a" stroke-width="2" stroke-linecap="round"/></svg>`;

export function layout(lang: Lang, title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Antena</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
<p class="brand">${LOGO}<span>Antena</span></p>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  lang: Lang;
  uid: string;
  email?: string;
  error?: string;
}

export function loginPage({ lang, uid, email, error }: LoginPageOptions): string {
  const t = TEXTS[lang];
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const alert = error ? `<p class="alert" id="signin-error" role="alert">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="signin-error"' : '';
  const invalid = error ? ' aria-invalid="true"' : '';
  return layout(
    lang,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInHeading)}</h1>
${alert}
<form method="post" action="${escapeHtml(`${base}/login`)}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required${email ? ` value="${escapeHtml(email)}"` : ' autofocus'}${describedBy}${invalid}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}${describedBy}${invalid}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<p class="links"><a href="${escapeHtml(`${base}/abort`)}">${escapeHtml(t.cancel)}</a></p>`,
  );
}

export function messagePage(
  lang: Lang,
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  return layout(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${link ? `<p class="links"><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

/**
 * The provider's error page: a sentence a person understands, a link back to the app, and the
 * protocol's error code for whoever helps them; the protocol's own description stays out.
 */
export function errorPage(lang: Lang, out: Record<string, unknown>, homeUrl: string): string {
  const t = TEXTS[lang];
  const code = typeof out.error === 'string' ? out.error : 'server_error';
  return layout(
    lang,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
<p role="alert">${escapeHtml(t.signInFailed)}</p>
<p class="links"><a href="${escapeHtml(homeUrl)}">${escapeHtml(t.backToApp)}</a></p>
<p><small>${escapeHtml(t.errorCode(code))}</small></p>`,
  );
}

/**
 * The sign-out page. `form` is the provider's hidden form (id `op.logoutForm`, with the xsrf
 * token). With `auto`, the page submits "sign me out" by itself (one inline script, allowed by
 * hash in the returned CSP); otherwise it asks.
 */
export function logoutPage(lang: Lang, form: string, auto: boolean): { html: string; csp: string } {
  const t = TEXTS[lang];
  if (auto) {
    const script = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});`;
    const html = layout(
      lang,
      t.signOutTitle,
      `<h1>${escapeHtml(t.signingOut)}</h1>
${form}
<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.continue)}</button></noscript>`,
      `<script>${script}</script>`,
    );
    return { html, csp: cspWithScript(script) };
  }
  const html = layout(
    lang,
    t.signOutTitle,
    `<h1>${escapeHtml(t.signOutQuestion)}</h1>
${form}
<button autofocus type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.signOutYes)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t.signOutNo)}</button>`,
  );
  return { html, csp: PAGE_CSP };
}

export function signedOutPage(lang: Lang, loginUrl: string): string {
  const t = TEXTS[lang];
  return messagePage(lang, t.signedOutTitle, t.signedOut, { href: loginUrl, label: t.signInAgain });
}
