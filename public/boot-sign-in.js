// @ts-check
/**
 * The sign-in form before the console's code has arrived (docs/performance.md, "The sign-in form
 * before the code"). On /admin/login without a session it puts a plain HTML form over the boot frame:
 * the user can type (and press Sign in) while the code loads, and the sign-in page takes over what
 * was typed, the focus and a pending submit (src/lib/boot-sign-in.ts) when it first renders.
 *
 * A classic deferred script, not an inline one: the console's CSP allows scripts from its own origin
 * only. Plain DOM and no dependencies, so it runs in a few milliseconds even on a slow CPU. The texts
 * are the sign-in page's own (src/locales/<locale>/auth.ts); tests/app/boot-sign-in.test.ts keeps
 * them in step.
 */
(function bootSignIn() {
  'use strict';

  /** @type {Record<string, Record<string, string>>} */
  var TEXTS = {
    'zh-CN': {
      appTitle: 'Chestnut 内容管理系统',
      title: '后台登录',
      username: '账号',
      password: '密码',
      rememberMe: '记住我',
      submit: '登 录',
      submitting: '登 录 中…',
      usernameRequired: '请输入您的账号',
      passwordRequired: '请输入您的密码',
      copyright: '© {{year}} 版权所有',
    },
    'zh-TW': {
      appTitle: 'Chestnut 內容管理系統',
      title: '後台登入',
      username: '賬號',
      password: '密碼',
      rememberMe: '記住我',
      submit: '登 入',
      submitting: '登 入 中…',
      usernameRequired: '請輸入您的賬號',
      passwordRequired: '請輸入您的密碼',
      copyright: '© {{year}} 版權所有',
    },
    en: {
      appTitle: 'Chestnut CMS',
      title: 'Sign in',
      username: 'Account',
      password: 'Password',
      rememberMe: 'Remember me',
      submit: 'Sign in',
      submitting: 'Signing in…',
      usernameRequired: 'Please enter your account',
      passwordRequired: 'Please enter your password',
      copyright: '© {{year}} All rights reserved',
    },
  };

  /** @param {string} name */
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1] || '') : '';
  }

  function storedLocale() {
    try {
      var stored = window.localStorage.getItem('lang');
      return stored && TEXTS[stored] ? stored : 'zh-CN';
    } catch {
      return 'zh-CN';
    }
  }

  // Only the sign-in page, and only without a session: with one, the console opens instead.
  if (!/\/login\/?$/.test(window.location.pathname) || cookie('Admin-Token')) return;

  var locale = storedLocale();
  var text = TEXTS[locale] || {};

  /**
   * @param {string} tag
   * @param {Record<string, string>} attributes
   * @param {(Node | string)[]} [children]
   */
  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (key) {
      node.setAttribute(key, attributes[key] || '');
    });
    (children || []).forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  /** @param {string} id @param {string} type @param {string} label @param {string} autocomplete */
  function field(id, type, label, autocomplete) {
    var input = el('input', {
      id: id,
      type: type,
      placeholder: label,
      'aria-label': label,
      autocomplete: autocomplete,
      class: 'boot-input',
    });
    var error = el('div', { id: id + '-error', class: 'light-field-error' });
    return { input: input, error: error, node: el('div', { class: 'light-field' }, [input, error]) };
  }

  var username = field('login-username', 'text', text.username || '', 'username');
  var password = field('login-password', 'password', text.password || '', 'current-password');
  var remember = el('input', { type: 'checkbox', id: 'boot-remember-me' });
  var submit = el('button', { type: 'submit', class: 'boot-submit' }, [text.submit || '']);
  var form = el('form', { name: 'login', novalidate: '' }, [
    username.node,
    password.node,
    el('label', { class: 'remember-me' }, [remember, text.rememberMe || '']),
    submit,
  ]);
  var page = el('div', { id: 'boot-sign-in', class: 'auth-page boot-sign-in', lang: locale }, [
    el('main', { class: 'auth-card' }, [
      el('h1', { class: 'auth-title' }, [text.appTitle || '']),
      el('h2', { class: 'auth-subtitle' }, [text.title || '']),
      form,
      el('div', { class: 'auth-footer boot-footer' }),
    ]),
    el('footer', { class: 'auth-copyright' }, [
      (text.copyright || '').replace('{{year}}', String(new Date().getFullYear())),
    ]),
  ]);

  // What "Remember me" kept (src/features/system/login/remember.ts): the account, never the password.
  if (cookie('rememberMe') === 'true') {
    username.input.value = cookie('username');
    remember.checked = true;
  }

  /** @param {{ input: HTMLElement, error: HTMLElement }} target @param {string} message */
  function showError(target, message) {
    target.error.textContent = message;
    target.error.setAttribute('role', message ? 'alert' : 'presentation');
    if (message) target.input.setAttribute('aria-invalid', 'true');
    else target.input.removeAttribute('aria-invalid');
    target.input.setAttribute('aria-describedby', target.error.id);
  }

  form.addEventListener('input', function (event) {
    form.setAttribute('data-typed', 'true');
    var target =
      event.target === username.input ? username : event.target === password.input ? password : null;
    if (target && /** @type {HTMLInputElement} */ (target.input).value !== '') showError(target, '');
  });

  // The sign-in page puts the caret back in the field the user was in.
  form.addEventListener('focusin', function (event) {
    var target = /** @type {HTMLElement} */ (event.target);
    if (target === username.input || target === password.input) form.setAttribute('data-focused', target.id);
  });

  // Never a native submit (it would put the password in a URL): the sign-in page sends it on arrival.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var missingUser = username.input.value.trim() === '';
    var missingPassword = password.input.value === '';
    showError(username, missingUser ? text.usernameRequired || '' : '');
    showError(password, missingPassword ? text.passwordRequired || '' : '');
    if (missingUser || missingPassword) {
      (missingUser ? username.input : password.input).focus();
      return;
    }
    form.setAttribute('data-submitted', 'true');
    submit.setAttribute('aria-busy', 'true');
    submit.textContent = text.submitting || '';
  });

  function show() {
    // Only while index.html's frame is up: on a fast (cached) load the console may have rendered its own
    // sign-in page first, replacing the frame.
    if (document.getElementById('boot-sign-in') || !document.querySelector('#root > .boot-frame')) return;
    document.body.append(page);
    (username.input.value ? password.input : username.input).focus();
  }

  // After the frame's first paint: this async script often runs before it, and laying the form out
  // then held that paint back by about 20 ms. A timeout set in an animation frame runs after its paint.
  if (window.requestAnimationFrame) {
    window.requestAnimationFrame(function () {
      setTimeout(show, 0);
    });
  } else {
    setTimeout(show, 0);
  }
})();
