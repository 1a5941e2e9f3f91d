const escape = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Partner example</title>
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
     <p>This app asks OptWallet for access to your basic profile, the way a partner would.</p>
     <p><a class="button" href="/login">Sign in with OptWallet</a></p>`,
  );

export const profilePage = (user, scope, state) =>
  layout(
    'Signed in',
    `<h1>Signed in with OptWallet</h1>
     <div class="card" data-testid="partner-profile">
       <p><strong>${escape([user.first_name, user.last_name].filter(Boolean).join(' ') || user.username)}</strong></p>
       <p>@${escape(user.username)}</p>
       ${user.email ? `<p>${escape(user.email)}</p>` : ''}
     </div>
     <p>Granted scopes: <code>${escape(scope)}</code>${state ? ` · state <code>${escape(state)}</code>` : ''}</p>
     <p><a href="/me">Load my profile again</a> · <a href="/">Start again</a></p>`,
  );

export const errorPage = (title, message, state) =>
  layout(
    title,
    `<h1>${escape(title)}</h1>
     <p data-testid="partner-error">${escape(message)}</p>
     ${state ? `<p>state <code data-testid="partner-state">${escape(state)}</code></p>` : ''}
     <p><a href="/">Start again</a></p>`,
  );
