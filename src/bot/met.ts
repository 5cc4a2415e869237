/**
 * The Kazaross-XG2 match equity table for matches to 25 points (Neil Kazaross, 2011: XG rollouts
 * to 9 points, GNU Backgammon rollouts to 15, extended to 25 by projecting take points), as
 * transcribed by Michael Petch in GNU Backgammon's met/Kazaross-XG2.xml (distributed with gnubg
 * 1.07; copying permitted with the notice kept). Values rounded to 5 decimals. RULES.md B7.
 */

/**
 * ABOVE[i][k]: the chance, in units of 0.00001, of winning the match when needing i + 1 points
 * against i + k + 2, before or in the Crawford game. The table is symmetric (needing a against b
 * is 1 minus needing b against a; the source agrees to its 5 decimals), so only the part above
 * the diagonal is kept; the diagonal is 0.5.
 */
const ABOVE: readonly (readonly number[])[] = [
  [
    67736, 75076, 81436, 84179, 88731, 90724, 93250, 94402, 95927, 96644, 97553, 97984, 98527, 98789, 99114, 99273, 99467, 99563, 99679, 99737, 99807, 99842,
    99884, 99905,
  ],
  [
    59947, 66870, 74359, 79940, 84225, 87539, 90197, 92303, 93931, 95247, 96249, 97070, 97689, 98196, 98580, 98893, 99129, 99322, 99466, 99585, 99675, 99746,
    99802,
  ],
  [57150, 64795, 71123, 76209, 80468, 84017, 87064, 89442, 91483, 93070, 94443, 95493, 96399, 97093, 97687, 98139, 98522, 98814, 99062, 99248, 99407, 99527],
  [57732, 64285, 69924, 74577, 78799, 82406, 85396, 87914, 90023, 91804, 93266, 94495, 95499, 96341, 97021, 97589, 98044, 98422, 98726, 98975, 99174],
  [56635, 62638, 67786, 72540, 76706, 80273, 83365, 85993, 88287, 90201, 91847, 93223, 94397, 95367, 96189, 96864, 97432, 97896, 98283, 98600],
  [56261, 61636, 66787, 71306, 75343, 78863, 81957, 84665, 87000, 89021, 90756, 92246, 93508, 94583, 95488, 96254, 96894, 97432, 97879],
  [55480, 60854, 65628, 70021, 73905, 77412, 80520, 83257, 85659, 87761, 89591, 91171, 92535, 93702, 94703, 95553, 96276, 96887],
  [55442, 60372, 64990, 69136, 72945, 76359, 79440, 82158, 84578, 86714, 88589, 90230, 91658, 92898, 93968, 94891, 95682],
  [55020, 59793, 64148, 68212, 71893, 75281, 78301, 81037, 83483, 85662, 87591, 89294, 90791, 92098, 93240, 94230],
  [54855, 59346, 63588, 67483, 71111, 74371, 77375, 80093, 82543, 84741, 86703, 88448, 89991, 91353, 92550],
  [54555, 58924, 62974, 66793, 70303, 73530, 76494, 79198, 81648, 83862, 85849, 87629, 89214, 90622],
  [54407, 58570, 62526, 66178, 69610, 72778, 75703, 78381, 80826, 83044, 85051, 86856, 88476],
  [54194, 58254, 62036, 65619, 68966, 72081, 74963, 77619, 80054, 82276, 84295, 86123],
  [54075, 57942, 61634, 65117, 68391, 71448, 74290, 76917, 79339, 81559, 83586],
  [53916, 57679, 61261, 64659, 67859, 70862, 73664, 76265, 78669, 80883],
  [53796, 57441, 60929, 64241, 67376, 70323, 73084, 75657, 78046],
  [53676, 57222, 60618, 63856, 66925, 69822, 72542, 75087],
  [53574, 57023, 60336, 63501, 66510, 69356, 72038],
  [53475, 56838, 60073, 63171, 66122, 68921],
  [53387, 56667, 59830, 62864, 65760],
  [53303, 56508, 59603, 62576],
  [53226, 56360, 59391],
  [53153, 56221],
  [53086],
];

/** PRE[i][j]: the chance of winning the match when needing i + 1 points against j + 1, before or in the Crawford game. */
const PRE: readonly (readonly number[])[] = Array.from({ length: 25 }, (_, i) =>
  Array.from({ length: 25 }, (_, j) => (i === j ? 0.5 : i < j ? ABOVE[i][j - i - 1] / 1e5 : 1 - ABOVE[j][i - j - 1] / 1e5)),
);

/** POST[j]: the trailer's chance when needing j + 1 points against a leader 1 away, after the Crawford game. */
const POST: readonly number[] = [
  0.5, 0.48803, 0.32264, 0.31002, 0.19012, 0.18072, 0.11559, 0.10906, 0.06953, 0.06516, 0.04207, 0.03906, 0.02537, 0.02343, 0.0153, 0.01405, 0.00924, 0.00842,
  0.00556, 0.00505, 0.00336, 0.00303, 0.00203, 0.00182, 0.00123,
];

/** The longest match the table covers. */
export const MET_LENGTH = 25;

/**
 * The chance that a player needing `need` points beats one needing `oppNeed` (Kazaross-XG2).
 * `postCrawford`: the game to be played is after the Crawford game (matters when a side needs 1).
 * A side needing 0 or less has won. Needs beyond 25 are read as 25.
 */
export function matchEquity(need: number, oppNeed: number, postCrawford = false): number {
  if (need <= 0) return 1;
  if (oppNeed <= 0) return 0;
  const a = Math.min(need, MET_LENGTH);
  const b = Math.min(oppNeed, MET_LENGTH);
  if (postCrawford && (a === 1) !== (b === 1)) return a === 1 ? 1 - POST[b - 1] : POST[a - 1];
  return PRE[a - 1][b - 1];
}
