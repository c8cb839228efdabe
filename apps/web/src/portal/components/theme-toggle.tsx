import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { saveThemeChoice, useThemeMode } from '../lib/theme-mode';

/** Switches between light and dark and remembers the choice on this device (My account can return to the system's). */
export function ThemeToggle({ color = 'inherit' }: { color?: 'inherit' | 'default' }) {
  const mode = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton color={color} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`} onClick={() => saveThemeChoice(next)}>
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
