/** The rules in English (from RULES.md; the source the other languages are translated from). */
import type { RulesText } from './types.js';

export const rules: RulesText = {
  ui: {
    rules: 'Rules',
    gameTitle: 'How to play {game}',
    traditionTitle: '{tradition}: the match',
    setLine: 'The set: {set}',
    figure: 'Figure {n}',
  },
  intro: {
    heading: 'The board',
    blocks: [
      {
        p: 'Two players each have 15 checkers on a board of 24 points. Each player counts the points along their own route: a checker enters the route at point 24 and travels down to point 1.',
      },
      {
        terms: [
          ['Home', 'Your points 1 to 6, where your checkers gather at the end.'],
          ['Starting quarter', 'Your points 19 to 24.'],
          ['Bearing off', 'Taking a checker off the board past point 1.'],
        ],
      },
      {
        p: 'In {prva} and {treta} the two players move in opposite directions. In {vtora} and {fevga} both move the same way round the board and start from diagonally opposite corners.',
      },
      { p: 'The aim of every game is to bring all your checkers home and bear them off before your opponent does.' },
    ],
  },
  common: {
    heading: 'Rules of every game',
    blocks: [
      {
        ul: [
          'On your turn you roll two dice. Each die moves one checker forward by its number. One checker may use both dice, but the point where it touches down in between must itself be open.',
          'A double is played four times: 3-3 gives four steps of 3.',
          'A point with two or more of your opponent’s checkers is closed: you may neither stop there nor touch down there on the way.',
          'You must use as many dice as the position allows. If only one of the two dice can be played, and either could be, you must play the larger. If nothing can be played, your turn passes.',
          'You may bear off only when all your checkers still in play are in your home. A die bears off a checker from the point of the same number; a larger die bears off from your highest occupied point, provided no checker of yours stands on a point higher than the die. You may always move inside your home instead.',
        ],
      },
    ],
  },
  games: {
    prva: {
      heading: '{prva}',
      blocks: [
        {
          p: '{prva} is backgammon without a doubling cube. Each player starts with 2 checkers on point 24, 5 on point 13, 3 on point 8 and 5 on point 6, and the players move in opposite directions.',
        },
        { figure: 'start-prva', caption: 'The starting position of {prva}.' },
        { p: 'A single checker standing alone on a point is a blot. If you land on your opponent’s blot, you hit it: it goes to the bar.' },
        {
          p: 'A player with checkers on the bar must bring all of them back into the opponent’s home before moving anything else: a die of 1 enters on point 24, a 6 on point 19. If no die can enter, the turn passes.',
        },
        {
          figure: 'hit',
          caption: 'White played 13/7/4 and hit the black blot. The black checker is on the bar and must enter before black moves anything else.',
        },
        { p: 'The first player to bear off all 15 checkers wins the game.' },
      ],
    },
    vtora: {
      heading: '{vtora}',
      blocks: [
        {
          p: '{vtora} is a running game. All 15 checkers of each player start on their point 24, in diagonally opposite corners, and both players move the same way round the board.',
        },
        { figure: 'start-vtora', caption: 'The starting position of {vtora}.' },
        { p: 'There is no hitting. A single checker already holds its point: your opponent can neither land on it nor touch down on it while passing.' },
        {
          p: 'The doubles ladder. Your first three rolls of a game play doubles as usual. From your fourth roll on, a double climbs: 4-4 is played as four 4s, then four 5s, then four 6s; 1-1 climbs all the way from 1 to 6, and 6-6 is just four 6s. Every roll counts towards the three, even one you could not play.',
        },
        {
          p: 'The whole ladder is one turn, and you must choose your steps so that as many of them as possible get played. The ladder stops at the first number you cannot play any further; the higher numbers are lost.',
        },
        { figure: 'ladder', caption: 'White’s fourth roll is 4-4: white plays four 4s, then four 5s, then four 6s, as far as they can be played.' },
        {
          p: 'Carried dice. A number you could not play is not lost: it passes to your opponent, who plays as much of it as possible before rolling. This holds for any roll, and for the stopped number of a ladder. A carried number that your opponent cannot play either is lost; it never comes back. Carried numbers are not a roll and never start a ladder.',
        },
        { figure: 'carried', caption: 'White could not play a 5, so black first plays the carried 5, then rolls.' },
      ],
    },
    treta: {
      heading: '{treta}',
      blocks: [
        {
          p: '{treta} is the pinning game. All 15 checkers of each player start on their point 24, in opposite corners, and the players move in opposite directions.',
        },
        { figure: 'start-treta', caption: 'The starting position of {treta}.' },
        {
          p: 'There is no hitting. If you land on a single checker of your opponent, you pin it: it cannot move while at least one of your checkers stands on it. The point is yours: you may add more checkers there, and your opponent may not land there.',
        },
        { figure: 'pin', caption: 'The white checker on white’s point 10 pins a single black checker, which cannot move until white leaves.' },
        {
          terms: [
            [
              'Mother',
              'The last of your checkers on your starting point (point 24). While two or more stand there the point is closed, so only the last one can be pinned there.',
            ],
          ],
        },
        {
          p: 'If your mother is pinned, your opponent wins a mars (2 points) as soon as his own starting point is empty — at once, if it is empty already. If both mothers are pinned, the game is a draw and nobody scores. These checks are made after every single step; the game ends at that moment.',
        },
        {
          figure: 'mother',
          caption: 'White has pinned black’s mother from white’s point 1. As soon as the last three white checkers leave white’s point 24, white wins a mars.',
        },
        {
          p: 'Bearing off while one of your checkers is pinned depends on the tradition: in the Macedonian and Bulgarian traditions you may bear off the others, and the pinned checker counts as standing on its point; in the Greek tradition you may not bear off at all while any checker of yours is pinned.',
        },
      ],
    },
    fevga: {
      heading: '{fevga}',
      blocks: [
        {
          p: '{fevga} is the Greek running game. As in {vtora}, all 15 checkers start on point 24 in diagonally opposite corners and both players move the same way.',
        },
        { figure: 'start-fevga', caption: 'The starting position of {fevga}.' },
        {
          p: 'There is no hitting: a single checker closes its point to the opponent. Doubles are four ordinary steps, with no ladder, and a number that cannot be played is lost.',
        },
        {
          p: 'The first checker. Until one of your checkers has passed your opponent’s starting point (reached your point 11 or lower), no other checker may leave your point 24. Once it has passed, even later steps of the same turn may move other checkers.',
        },
        {
          figure: 'fevga-first',
          caption:
            'White’s first roll was 5-5: the first checker ran 24/19/14/9 past black’s starting point, and only then could the fourth 5 move another checker, 24/19.',
        },
        {
          p: 'No wall of six. At the end of your turn you may not hold all six points of your starting quarter (19 to 24) while an opposing checker still has to pass them, nor all six points just in front of your opponent’s starting point (your 6 to 11) while that starting point still holds an opposing checker. A wall made and broken again within one turn is allowed.',
        },
        {
          figure: 'fevga-wall',
          caption:
            'White holds five points of the starting quarter. Closing point 23 as well would make a wall of six, which may not stand at the end of a turn while black checkers still have to pass.',
        },
        { p: 'Where possible, your turn must leave your opponent at least one legal move.' },
      ],
    },
    backgammon: {
      heading: '{backgammon}',
      blocks: [
        {
          p: '{backgammon} is played exactly like {prva} on the board: the same start, moves, hitting, bar and bearing off. The winner of the opening roll plays the two opening dice.',
        },
        {
          p: 'A game won is worth 1 point; a gammon (the loser has borne off no checker) 2; a backgammon (a gammon where the loser still has a checker on the bar or in the winner’s home) 3. Every result is multiplied by the doubling cube.',
        },
        {
          p: 'The cube starts at 1 in the middle. At the start of your turn, before rolling, you may double if the cube is in the middle or on your side. Your opponent takes, and the stake doubles and the cube goes to their side, so that only they may double next; or passes, and loses the game at once at the stake before the double. The cube stops at 64.',
        },
        {
          p: 'Money play (match length 0) keeps a running score. Jacoby rule (on unless switched off): a gammon or backgammon counts single unless the cube was turned in that game. Beaver (optional): a player who takes may at once redouble and keep the cube.',
        },
        {
          p: 'In a match, the Crawford rule (on unless switched off) takes the cube out of the one game after a player first comes within one point of the target; the games after it have the cube again. Holland rule (optional): in those later games the trailer may double only after each side has rolled twice.',
        },
        {
          p: 'Resigning gives your opponent 1 point, 2 if you have borne off no checker, or 3 if the position is a backgammon, times the cube. Resigning when doubled is a pass.',
        },
      ],
    },
    nardy: {
      heading: '{nardy}',
      blocks: [
        {
          p: '{nardy} is the long game played east of the Balkans. All 15 checkers of each player start on their point 24, the head, in diagonally opposite corners, and both players move the same way round the board. It is played on its own, not as part of a tradition’s set.',
        },
        { figure: 'start-nardy', caption: 'The starting position of {nardy}.' },
        {
          p: 'There is no hitting: a single checker closes its point to the opponent, both for landing and for touching down on the way. Doubles are four ordinary steps; a number that cannot be played is lost.',
        },
        {
          p: 'The head rule. In one turn only one checker may leave the head. The exception is your first turn of the game: with 6-6, 4-4 or 3-3 two checkers may leave it, because one checker alone could not play those rolls past the opponent’s head.',
        },
        {
          p: 'The block rule. You may not end your turn holding six points in a row anywhere on your route unless at least one opposing checker is already ahead of the block (further along its own route than all six points). A block made and broken again within one turn is allowed. A block that includes your point 13, the last point of your opponent’s route, is never allowed.',
        },
        {
          figure: 'nardy-block',
          caption: 'White holds 20 to 23 and could close 19 with 24/19, but no black checker has passed those points: the turn may not end with six in a row.',
        },
        { p: 'Bearing off is as in every game, once all 15 checkers are home. A win scores 1 point, a mars (your opponent bore off nothing) 2.' },
      ],
    },
  },
  traditions: {
    macedonian: {
      heading: 'Macedonian tradition',
      blocks: [
        { p: 'The set is {prva}, then {vtora}, then {treta}, and then it starts again until the match is won.' },
        { p: 'In {treta} a pinned checker does not stop you from bearing off your other checkers.' },
      ],
    },
    bulgarian: {
      heading: 'Bulgarian tradition',
      blocks: [
        {
          p: 'The set is {prva}, then {vtora}, then {treta} — the same games as in Macedonia under their Bulgarian names — and then it starts again until the match is won.',
        },
        { p: 'As in the Macedonian tradition, in {treta} a pinned checker does not stop you from bearing off your other checkers.' },
        { p: 'Many Bulgarian sites instead let the winner of the opening roll play the two opening dice; that is an option here, not the default.' },
      ],
    },
    greek: {
      heading: 'Greek tradition',
      blocks: [
        { p: 'The set is {prva}, then {treta}, then {fevga}, and then it starts again until the match is won.' },
        { p: 'In {treta} you may not bear off while any checker of yours is pinned, even after you have begun bearing off.' },
      ],
    },
    turkish: {
      heading: 'Turkish tradition',
      blocks: [
        { p: 'The match is {prva} alone, game after game, until one player reaches the target.' },
        { p: '{prva} is played exactly as described above; hitting and running inside your home board is allowed.' },
      ],
    },
    romanian: {
      heading: 'Romanian tradition',
      blocks: [
        {
          p: 'The match is {prva} alone, game after game. A loser who has borne off no checker and still has one on the bar or in the winner’s home loses 3 points (the triple mars, marțul triplu).',
        },
        { p: 'There is no doubling cube in this tradition.' },
      ],
    },
    international: {
      heading: 'International backgammon',
      blocks: [
        { p: 'The match is {backgammon} alone, game after game: to a number of points, or as money play with a running score that never ends by points.' },
      ],
    },
  },
  match: {
    heading: 'The match',
    blocks: [
      {
        p: 'A match is played to a number of points: 3, 5 or 7 (5 unless you choose otherwise; a single game is also possible). The first player to reach that number wins the match.',
      },
      { p: 'The games follow the tradition’s set in order; after the last game the set starts again.' },
      {
        p: 'To open the match each player rolls one die, and equal dice are rolled again. The higher die starts and rolls both dice for the first turn. Every later game is started by the winner of the previous one; after a drawn game the players roll for the start again.',
      },
    ],
  },
  scoring: {
    heading: 'Scoring',
    blocks: [
      {
        terms: [
          ['Single game', 'You bore off all 15 checkers first: 1 point.'],
          ['Mars', 'You won before your opponent bore off a single checker: 2 points.'],
          ['Resigning', 'The opponent of the player who resigns scores 2 points if the resigning player has borne off nothing, otherwise 1.'],
        ],
      },
      { p: 'There is no doubling cube and no triple game, unless the triple game is switched on as an option (as in international backgammon).' },
    ],
  },
  dice: {
    heading: 'Fair dice',
    blocks: [
      {
        p: 'Every roll is a fresh draw from your browser’s cryptographically secure random number generator, and every face of a die is exactly as likely as any other. Repeatable dice exist only for tests, replays and demonstrations, and only when asked for.',
      },
      { p: 'The bot gets the same dice as a person, at the same moment, and never sees a future roll.' },
    ],
  },
};
