// The input and the password input alone: `Input` from 'antd' carries TextArea, Search and OTP too,
// all of which the sign-in page's JS would then hold.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { ReactNode } from 'react';

interface LightFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  prefix?: ReactNode;
  type?: 'text' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  /** Rendered to the right of the input (the captcha image). */
  addon?: ReactNode;
}

/** One labelled input with its error line, wired for screen readers (aria-invalid/-describedby). */
export function LightField({
  id,
  label,
  value,
  error,
  onChange,
  prefix,
  type = 'text',
  autoComplete,
  autoFocus,
  addon,
}: LightFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    prefix,
    placeholder: label,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    status: error ? ('error' as const) : undefined,
    autoComplete,
    autoFocus,
    size: 'large' as const,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
  return (
    <div className="light-field">
      <div className="light-field-row">
        {type === 'password' ? <Password {...common} /> : <Input {...common} />}
        {addon}
      </div>
      <div id={errorId} className="light-field-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
