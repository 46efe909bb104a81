/**
 * What counts as a letter or digit in a name, a company or an enquiry text (docs/decisions.md, D71):
 * every code point Unicode 17.0 calls a letter (L) or a number (N), and every one it leaves
 * unassigned, so that a letter of a later version counts too; not the Hangul fillers (letters
 * that show nothing) nor the noncharacters. The form and the database rules both judge by this
 * table (domain/enquiry.ts, domain/mailTextRule.ts), never by an engine's own `\p{L}`: each engine
 * knows the letters of its own Unicode version (the Firestore emulator's 6.0, browsers 15 or
 * later), and where the two disagreed the visitor could not send at all. domain/enquiry.test.ts
 * holds the table to this engine's Unicode data and prints it anew when it differs.
 */
export const unicodeVersion = '17.0';

/**
 * The ranges, written small because the home page ships them: per range, two base-36 numbers,
 * the distance of its start from the end of the range before (from 0 for the first) and its
 * length less one.
 */
const table =
  '1c 9 8 p 7 p 1c 0 8 1 2 0 4 1 2 2 2 m 2 u 2 cp 5 b f 4 8 0 2 0 3m 4 2 7 2 4 3 0 2 31 2 3u 9 5r 7 14 3 1 4 0 1k 16 3 a x 16 m 9 5 1 2 2q 2 0 g 1 8 e 3 0 f 0 2 0 2 t s 2i c 1l a 1 5 2 4 l 5 0 a 0 4 0 6 1 g p 4 1 2 14 2 6 3 4 a 15 1n 1h 4 0 j 0 8 9 5 9 2 f 4 1j 2 0 8 1 3 1 4 8 2 9 3 d 3 5 3 0 3 1 4 1j 2 0 6 3 3 1 4 2 2 t 3 2 3 9 4 1j 2 0 9 0 4 0 4 j 3 b 3 7 7 0 4 1j 2 0 8 1 3 1 4 6 4 9 3 b 2 g 2 1m 6 2 4 0 5 8 2 q 9 4 6 1i 2 0 8 0 4 0 5 6 3 a 3 i 2 6 2 0 5 1i 2 0 8 0 4 0 5 6 3 a 3 e 2 b 5 1i 3 0 8 0 4 0 5 0 2 6 2 9 3 k 2 6 4 1x 2 3 7 0 2 0 9 h 4 1n 2 1 8 3 2 6 a 9 3 2c 2 1 a a 8 1d w j d 1c o 4 c 0 11 0 g 0 e 27 l a 7 5 5 3 4 0 4 1 8 2 5 c d 0 2 9 7 2i 2 2q 3 e3 d 12 b 2t 2 h7 3 g 2 p 3 25 4 z 5 r 6 q 3 t 3 1r 10 0 5 0 2 x h 38 3 x 2 39 d 3 d 3 2 2 3 47 z m 6 1 3 1g b 0 u 1 2 v 8 0 7 1 1b 1 d j 6 1a i 8 3 9 16 t e 1j f 7 5 z l 2 6 1p 3 1r 9 7 q 3 2 5 2 1 4 5h 1t cc 2 0 4 a 4 c 4 c 4 c 3 0 2u 0 b 9 6 a 6 g z d y e 3 0 5 0 3 9 2 0 4 4 7 0 2 0 2 0 2 3 2 a 3 3 6 4 5 0 2 1l 3 3 ij l c 28 27 l hj t rl 1 3v 6c 7 3 4 6 5 0 3 33 2 d 2 2n 28 0 1b x r 0 2i b 5z p m 2 q 8 8 4 3 4 4 2g 5 2 2 2h 2 2v 2 16 3 3 b v 13 8 2 f w a v 7 2 e x 9 14 e 8x 533 1t h3j 1k 1i 3 7g 4 2m h u 3 27 9 7 o 8 3 2u 3 3a 2 2 2 3 2 m b 8 5 1l 5 7 3 1d j 7 3 f j 5 4 0 2 1 2 11 b m e a 2 v 5 1a s f 3 4 2 1u f b 2 7 3 d 5 m 4 0 4 1d 2 0 4 1 3 4 3 0 2 r 3 a 8 2 3 2r 2 d 3 3a c 8pd 6ip f1 2 9 2 3r y a2 j 1r 3 1h 15 b v 5 1g 0 k 0 5 42 2 0 g 9 8 p 7 p c 1l 2 1q 8 0 8 9 8 73 4 1f a 1k i 1 4 0 e 2 2 1a 1b 69 2 44 6 z 2 1b 2 bh 2 km 2 u 3 4l 2 u 2 5c 4 0 3 4 5 13 4 3 2 f a 11 2 1z 2 r 3 8 8 1t 8 2g 5 au 5 1s 7 u 3 7u 4 x a w 7 1x c 3 6 13 9 39 4 1g n x 2 1 3 9 5 18 k 9 2 1d 4 z f a 5 0 3 17 4 9 4 1b f 3 c a 2 0 4 23 k 1 2 2u 2 1g d k 5 1i 3 0 8 1 3 1 4 8 2 9 3 1 8 2 6 1u a 0 2 1 2 0 5 0 6 0 2 0 3 0 3 7 3 29 j 3 6 9 3 0 3 28 l 1 2 6f 8 1 x 3 3 29 l r e 1p e 0 2 2q g f 5 6j h 6r 7 0 3 1 5 0 2 0 6 3t 8 1 8 0 2 0 2 r b 13 8 0 e 8 c 19 k 0 6 2k b 2d 9 3c 2 24 9 0 9 0 6 15 3 v n 0 f 3d 7 2 2 0 3 0 8 0 2 1t 6 0 3 0 6 9m 7 6 3 0 2 1b 8 2 j 9 2 3d u c 2 vj 6 29n 3 u4 i 5 g 8uf j 1tp 3 3j 7 1l h 3 3 fa 4 86 5 4z 2 0 1k 6 5 26 2 0 2 a 3 f55 9 317 6p 9 4 2 c5 5 o e i e 1b 1 o 8 39 1n 6v 9 14 1 5f k 1z 55 2g o9 2 o 2 u 2 o 2 u 2 o 2 u 2 o 2 u 2 o 2 1n i5 e 6 0 g 11r 8 0 i 1 8 0 3 0 6 2r 2 4f 8 n 2 9p 2 1o 5 e 2 dn 5 71 3 e 2 6a 2 1 2 6 3 4 2 d5 8 30 8 i 3 nf 2 2 2 3g 2 cg 3 7h 19 3 2t b g 1 g 0 g 0 12 m 4i 1j u c 19 3 a 6 3 d 7 49 re 2 i 2 e 2 63 5 d 3 2 e d 3 1l 7 b 5 15 7 v 1 d 3 3 d a 12 9l 7 f 1 e 2 c 2 1m 0 2 3 h 1 d 3 b 6 44 0 2l 9 2 si 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 1ekd 3 0 2 t 2p 3j 6p 1e6l';

/** The table as inclusive code point ranges, in order. */
export const lettersAndDigits: [number, number][] = [];
for (let index = 0, end = 0, numbers = table.split(' '); index < numbers.length; index += 2) {
  const start = end + parseInt(numbers[index] ?? '', 36);
  end = start + parseInt(numbers[index + 1] ?? '', 36);
  lettersAndDigits.push([start, end]);
}
