export { ButtonScopeProvider } from './ButtonScope';
export { KitButton, type KitButtonProps } from './KitButton';
