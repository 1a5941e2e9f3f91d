const escape = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The partner's own mark (not OptWallet's), served at /favicon.svg and /favicon.ico. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3454d1"/><rect x="8" y="8" width="10" height="10" rx="2" fill="#fff"/><circle cx="20" cy="20" r="5" fill="#fff" fill-opacity=".7"/></svg>`;

const layout = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Partner example</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1c2330; }
  a.button { display: inline-block; background: #3454d1; color: #fff; padding: .6rem 1.1rem; border-radius: 10px; text-decoration: none; }
  .card { border: 1px solid #d9dee8; border-radius: 12px; padding: 1rem 1.25rem; }
  code { background: #f2f4f8; padding: 0 .3rem; border-radius: 4px; }
</style></head>
<body><main>${body}</main></body></html>`;

export const homePage = () =>
  layout(
    'Welcome',
    `<h1>Partner example</h1>
     <p>This app signs you in with OptWallet (OpenID Connect), the way a partner would.</p>
     <p><a class="button" href="/login">Sign in with OptWallet</a></p>`,
  );

/** The userinfo claims, the ID token's subject, and what the user can do next. */
export const profilePage = (info, session, state, notice) =>
  layout(
    'Signed in',
    `<h1>Signed in with OptWallet</h1>
     ${notice ? `<p role="status">${escape(notice)}</p>` : ''}
     <div class="card" data-testid="partner-profile">
       <p><strong>${escape(info.name ?? info.preferred_username ?? info.sub)}</strong></p>
       ${info.preferred_username ? `<p>@${escape(info.preferred_username)}</p>` : ''}
       ${info.email ? `<p>${escape(info.email)}</p>` : ''}
     </div>
     <p>Subject (ID token <code>sub</code>): <code data-testid="partner-sub">${escape(session.sub)}</code></p>
     <p>Granted scopes: <code>${escape(session.tokens.scope)}</code>${state ? ` · state <code>${escape(state)}</code>` : ''}</p>
     <p><a href="/me">Load my profile again</a> · <a href="/refresh">Refresh tokens</a> · <a href="/logout">Sign out</a></p>`,
  );

export const signedOutPage = () =>
  layout(
    'Signed out',
    `<h1>Signed out</h1>
     <p>This app revoked its OptWallet tokens.</p>
     <p><a class="button" href="/login">Sign in with OptWallet</a></p>`,
  );

export const errorPage = (title, message, state) =>
  layout(
    title,
    `<h1>${escape(title)}</h1>
     <p data-testid="partner-error">${escape(message)}</p>
     ${state ? `<p>state <code data-testid="partner-state">${escape(state)}</code></p>` : ''}
     <p><a href="/">Start again</a></p>`,
  );
