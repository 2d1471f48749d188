import { CHEF_MESSAGES } from '@fiz/core/chef';
import { BusyButton } from '../../components/ui/BusyButton';

interface ThinkingButtonProps {
  label: string;
  thinking: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
}

/** Spec 4.4: reads 'Thinking…' while Chef Basil works, keeping the keyboard focus (see BusyButton). */
export function ThinkingButton({ label, thinking, type = 'button', onClick }: ThinkingButtonProps) {
  return (
    <BusyButton type={type} busy={thinking} onClick={onClick}>
      {thinking ? CHEF_MESSAGES.thinkingButton : label}
    </BusyButton>
  );
}
