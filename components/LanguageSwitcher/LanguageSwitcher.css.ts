import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ display: 'flex', alignItems: 'center' });

export const list = style({ display: 'flex', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });
