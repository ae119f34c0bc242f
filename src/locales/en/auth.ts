import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/auth';

const auth: LocaleShape<typeof zhCN> = {
  login: {
    title: 'Sign in',
    username: 'Account',
    password: 'Password',
    captcha: 'Captcha',
    captchaAlt: 'Captcha image, click to refresh',
    refreshCaptcha: 'Hard to read? Click for a new one',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    submitting: 'Signing in…',
    register: 'Register now',
    usernameRequired: 'Please enter your account',
    passwordRequired: 'Please enter your password',
    captchaRequired: 'Please enter the captcha',
    language: 'Language',
    copyright: '© {{year}} All rights reserved',
  },
  register: {
    title: 'Create an account',
    username: 'Account',
    password: 'Password',
    confirmPassword: 'Confirm password',
    captcha: 'Captcha',
    submit: 'Register',
    toLogin: 'Sign in with an existing account',
    usernameLength: 'The account must be 2 to 20 characters long',
    passwordLength: 'The password must be 5 to 20 characters long',
    confirmRequired: 'Please enter your password again',
    mismatch: 'The two passwords are inconsistent',
    success: 'Your account {{username}} has been registered.',
  },
};
export default auth;
