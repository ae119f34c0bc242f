import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/auth';

const auth: LocaleShape<typeof zhCN> = {
  login: {
    title: '後台登入',
    username: '賬號',
    password: '密碼',
    captcha: '驗證碼',
    captchaAlt: '驗證碼圖片，點擊刷新',
    refreshCaptcha: '看不清？點擊刷新',
    rememberMe: '記住我',
    submit: '登 入',
    submitting: '登 入 中…',
    register: '立即註冊',
    usernameRequired: '請輸入您的賬號',
    passwordRequired: '請輸入您的密碼',
    captchaRequired: '請輸入驗證碼',
    language: '語言',
    copyright: '© {{year}} 版權所有',
  },
  register: {
    title: '註冊賬號',
    username: '賬號',
    password: '密碼',
    confirmPassword: '確認密碼',
    captcha: '驗證碼',
    submit: '註 冊',
    toLogin: '使用已有賬戶登入',
    usernameLength: '賬號長度必須介於 2 和 20 之間',
    passwordLength: '密碼長度必須介於 5 和 20 之間',
    confirmRequired: '請再次輸入您的密碼',
    mismatch: '兩次輸入的密碼不一致',
    success: '恭喜你，您的賬號 {{username}} 註冊成功！',
  },
};
export default auth;
