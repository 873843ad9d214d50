export { LoginPage } from './pages/LoginPage';
export { RegisterPage } from './pages/RegisterPage';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
export { VerifyEmailPage } from './pages/VerifyEmailPage';
export { ProfilePage } from './pages/ProfilePage';
export { SettingsPage } from './pages/SettingsPage';
