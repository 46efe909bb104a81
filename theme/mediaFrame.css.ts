import { style } from '@vanilla-extract/css';

/** The 16:9 frame of a photo or a video (carousel slides, news cards, the video facade). */
export const mediaFrame = style({ aspectRatio: '16 / 9' });

/** A photo filling the width of its 16:9 frame, cropped rather than stretched. */
export const mediaImage = style([mediaFrame, { width: '100%', objectFit: 'cover' }]);
