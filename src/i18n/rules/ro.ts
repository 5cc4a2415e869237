/** Regulile în limba română (traduse din RULES.md). */
import type { RulesText } from './types.js';

export const rules: RulesText = {
  ui: {
    rules: 'Reguli',
    gameTitle: 'Cum se joacă {game}',
    traditionTitle: '{tradition}: meciul',
    setLine: 'Ordinea jocurilor: {set}',
    figure: 'Figura {n}',
  },
  intro: {
    heading: 'Tabla',
    blocks: [
      {
        p: 'Doi jucători au câte 15 puluri pe o tablă cu 24 de puncte. Fiecare jucător numără punctele de-a lungul propriului drum: un pul intră pe drum în punctul 24 și coboară până la punctul 1.',
      },
      {
        terms: [
          ['Casa', 'Punctele tale de la 1 la 6, unde se adună pulurile tale la sfârșit.'],
          ['Sfertul de pornire', 'Punctele tale de la 19 la 24.'],
          ['Scoaterea', 'Luarea unui pul de pe tablă, dincolo de punctul 1.'],
        ],
      },
      {
        p: 'La {prva} și la {treta} cei doi jucători se mișcă în sensuri opuse. La {vtora} și la {fevga} amândoi merg în același sens în jurul tablei și pornesc din colțuri opuse în diagonală.',
      },
      { p: 'Scopul fiecărui joc este să-ți aduci toate pulurile acasă și să le scoți înaintea adversarului.' },
    ],
  },
  common: {
    heading: 'Regulile tuturor jocurilor',
    blocks: [
      {
        ul: [
          'Când e rândul tău, arunci două zaruri. Fiecare zar mută un pul înainte cu numărul său. Un pul poate folosi ambele zaruri, dar punctul în care se oprește între ele trebuie să fie și el liber.',
          'O dublă se joacă de patru ori: 3-3 înseamnă patru pași de 3.',
          'Un punct cu două sau mai multe puluri ale adversarului este o poartă: nu te poți opri acolo și nici nu poți călca acolo în trecere.',
          'Trebuie să folosești câte zaruri îți permite poziția. Dacă se poate juca doar unul dintre cele două zaruri și ar putea fi oricare, trebuie să-l joci pe cel mai mare. Dacă nu se poate juca nimic, rândul trece la adversar.',
          'Poți scoate puluri doar când toate pulurile tale încă în joc sunt acasă. Un zar scoate un pul din punctul cu același număr; un zar mai mare scoate din cel mai înalt punct ocupat al tău, doar dacă nu ai niciun pul într-un punct mai înalt decât numărul zarului. În loc să scoți, poți oricând să muți în interiorul casei.',
        ],
      },
    ],
  },
  games: {
    prva: {
      heading: '{prva}',
      blocks: [
        {
          p: '{prva} este table fără cubul de dublare. Fiecare jucător începe cu 2 puluri în punctul 24, 5 în punctul 13, 3 în punctul 8 și 5 în punctul 6, iar jucătorii se mișcă în sensuri opuse.',
        },
        { figure: 'start-prva', caption: 'Poziția de start la {prva}.' },
        { p: 'Un pul care stă singur într-un punct este descoperit. Dacă te oprești pe un pul descoperit al adversarului, îl lovești: el iese pe bară.' },
        {
          p: 'Un jucător cu puluri pe bară trebuie să le readucă pe toate în casa adversarului înainte de a muta orice altceva: zarul 1 intră în punctul 24, zarul 6 în punctul 19. Dacă niciun zar nu poate intra, rândul trece.',
        },
        {
          figure: 'hit',
          caption: 'Albul a jucat 13/7/4 și a lovit pulul negru descoperit. Pulul negru este pe bară și trebuie să intre înainte ca negrul să mute altceva.',
        },
        { p: 'Câștigă jucătorul care își scoate primul toate cele 15 puluri.' },
      ],
    },
    vtora: {
      heading: '{vtora}',
      blocks: [
        {
          p: '{vtora} este un joc de alergare. Toate cele 15 puluri ale fiecărui jucător pornesc din punctul lui 24, în colțuri opuse în diagonală, și amândoi jucătorii se mișcă în același sens în jurul tablei.',
        },
        { figure: 'start-vtora', caption: 'Poziția de start la {vtora}.' },
        { p: 'Nu se lovește. Un singur pul își ține deja punctul: adversarul nu se poate opri acolo și nici nu poate călca acolo în trecere.' },
        {
          p: 'Scara dublelor. În primele trei aruncări ale jocului dublele se joacă obișnuit. De la a patra aruncare încolo, dubla urcă: 4-4 se joacă drept patru de 4, apoi patru de 5, apoi patru de 6; 1-1 urcă tot drumul de la 1 la 6, iar 6-6 înseamnă doar patru de 6. Fiecare aruncare se numără la cele trei, chiar și una care nu s-a putut juca.',
        },
        {
          p: 'Toată scara este o singură mutare și trebuie să-ți alegi pașii astfel încât să se joace cât mai mulți. Scara se oprește la primul număr care nu se mai poate juca; numerele mai mari se pierd.',
        },
        { figure: 'ladder', caption: 'A patra aruncare a albului este 4-4: albul joacă patru de 4, apoi patru de 5, apoi patru de 6, cât se pot juca.' },
        {
          p: 'Zaruri transferate. Un număr pe care nu l-ai putut juca nu se pierde: trece la adversar, care joacă din el cât poate înainte să arunce. Asta e valabil pentru orice aruncare și pentru numărul la care s-a oprit scara. Un număr transferat pe care nici adversarul nu-l poate juca se pierde; nu se mai întoarce niciodată. Numerele transferate nu sunt o aruncare și nu pornesc niciodată o scară.',
        },
        { figure: 'carried', caption: 'Albul nu a putut juca un 5, așa că negrul joacă întâi acest 5 transferat și abia apoi aruncă.' },
      ],
    },
    treta: {
      heading: '{treta}',
      blocks: [
        {
          p: '{treta} este jocul cu prinderea pulurilor. Toate cele 15 puluri ale fiecărui jucător pornesc din punctul lui 24, în colțuri opuse, iar jucătorii se mișcă în sensuri opuse.',
        },
        { figure: 'start-treta', caption: 'Poziția de start la {treta}.' },
        {
          p: 'Nu se lovește. Dacă te oprești pe un pul singur al adversarului, îl prinzi: el nu se poate mișca atâta timp cât pe el stă cel puțin un pul de-al tău. Punctul este al tău: poți aduce acolo și alte puluri, iar adversarul nu se poate opri acolo.',
        },
        { figure: 'pin', caption: 'Pulul alb din punctul 10 al albului prinde un pul negru singur, care nu se poate mișca până nu pleacă albul.' },
        {
          terms: [
            [
              'Mama',
              'Ultimul tău pul din punctul de pornire (punctul 24). Cât timp acolo stau două sau mai multe, punctul este poartă, deci acolo poate fi prins doar ultimul.',
            ],
          ],
        },
        {
          p: 'Dacă ți-e prinsă mama, adversarul câștigă un marț (2 puncte) de îndată ce propriul lui punct de pornire rămâne gol — imediat, dacă e deja gol. Dacă sunt prinse ambele mame, jocul se termină la egalitate și nimeni nu primește puncte. Acestea se verifică după fiecare pas în parte; jocul se termină chiar în acel moment.',
        },
        {
          figure: 'mother',
          caption:
            'Albul a prins mama negrului din punctul 1 al albului. De îndată ce ultimele trei puluri albe părăsesc punctul 24 al albului, albul câștigă un marț.',
        },
        {
          p: 'Dacă poți scoate puluri cât timp unul dintre pulurile tale e prins depinde de tradiție: în tradițiile macedoneană și bulgară poți scoate celelalte puluri, iar pulul prins contează ca stând în punctul lui; în tradiția greacă nu poți scoate deloc cât timp oricare dintre pulurile tale e prins.',
        },
      ],
    },
    fevga: {
      heading: '{fevga}',
      blocks: [
        {
          p: '{fevga} este jocul grecesc de alergare. Ca la {vtora}, toate cele 15 puluri pornesc din punctul 24, în colțuri opuse în diagonală, și amândoi jucătorii se mișcă în același sens.',
        },
        { figure: 'start-fevga', caption: 'Poziția de start la {fevga}.' },
        {
          p: 'Nu se lovește: un singur pul își închide punctul pentru adversar. Dublele sunt patru pași obișnuiți, fără scară, iar un număr care nu se poate juca se pierde.',
        },
        {
          p: 'Primul pul. Până când unul dintre pulurile tale trece de punctul de pornire al adversarului (ajunge în punctul tău 11 sau mai jos), niciun alt pul nu poate părăsi punctul tău 24. Odată ce a trecut, chiar și pașii următori ai aceleiași mutări pot muta alte puluri.',
        },
        {
          figure: 'fevga-first',
          caption:
            'Prima aruncare a albului a fost 5-5: primul pul a alergat 24/19/14/9, trecând de punctul de pornire al negrului, și abia apoi al patrulea 5 a putut muta alt pul, 24/19.',
        },
        {
          p: 'Fără zid de șase. La sfârșitul mutării nu poți ține toate cele șase puncte ale sfertului tău de pornire (19–24) cât timp un pul al adversarului mai are de trecut de ele, nici toate cele șase puncte chiar din fața punctului de pornire al adversarului (punctele tale 6–11) cât timp în acel punct de pornire mai stă un pul al adversarului. Un zid făcut și desfăcut în aceeași mutare este permis.',
        },
        {
          figure: 'fevga-wall',
          caption:
            'Albul ține cinci puncte din sfertul de pornire. Dacă ar închide și punctul 23, ar face un zid de șase, care nu poate rămâne la sfârșitul mutării cât timp puluri negre mai au de trecut.',
        },
        { p: 'Când se poate, mutarea ta trebuie să-i lase adversarului cel puțin o mutare permisă.' },
      ],
    },
    backgammon: {
      heading: '{backgammon}',
      blocks: [
        {
          p: '{backgammon} se joacă pe tablă exact ca {prva}: aceeași poziție de start, mutări, lovire, bară și scoaterea pulurilor. Câștigătorul aruncării de deschidere joacă cele două zaruri de deschidere.',
        },
        {
          p: 'Un joc câștigat valorează 1 punct; marțul (cel care pierde nu a scos niciun pul) 2; marțul triplu (un marț în care cel care pierde mai are un pul pe bară sau în casa câștigătorului) 3. Fiecare rezultat se înmulțește cu cubul de dublare.',
        },
        {
          p: 'Cubul pornește de la 1, la mijloc. La începutul mutării tale, înainte de aruncare, poți dubla dacă cubul e la mijloc sau la tine. Adversarul acceptă: miza se dublează și cubul trece la el, așa că doar el poate dubla data viitoare; sau refuză și pierde imediat jocul, cu miza dinaintea dublării. Cubul se oprește la 64.',
        },
        {
          p: 'La joc pe bani (lungime 0) se ține un scor cumulat. Regula Jacoby (activă dacă nu e oprită): un marț sau marț triplu contează simplu dacă cubul nu a fost întors în acel joc. Beaver (opțional): cine acceptă poate redubla imediat, păstrând cubul.',
        },
        {
          p: 'Într-un meci, regula Crawford (activă dacă nu e oprită) scoate cubul din singurul joc de după ce un jucător ajunge prima dată la un punct de țintă; în jocurile de după, cubul revine. Regula Holland (opțională): în acele jocuri, cel din urmă poate dubla doar după ce fiecare parte a aruncat de două ori.',
        },
        {
          p: 'Abandonul îi dă adversarului 1 punct, 2 dacă nu ai scos niciun pul, sau 3 dacă poziția e un marț triplu, înmulțit cu cubul. Abandonul la o dublare este un refuz.',
        },
      ],
    },
    nardy: {
      heading: '{nardy}',
      blocks: [
        {
          p: '{nardy} sunt jocul lung care se joacă la est de Balcani. Toate cele 15 puluri ale fiecărui jucător pornesc din punctul lui 24, capul, în colțuri opuse în diagonală, și amândoi jucătorii se mișcă în același sens. Se joacă de sine stătător, nu ca parte din seria unei tradiții.',
        },
        { figure: 'start-nardy', caption: 'Poziția de start la {nardy}.' },
        {
          p: 'Nu se lovește: un singur pul își închide punctul pentru adversar, atât pentru oprire, cât și pentru trecerea prin el. Dublele sunt patru pași obișnuiți; un număr care nu se poate juca se pierde.',
        },
        {
          p: 'Regula capului. Într-o mutare un singur pul poate părăsi capul. Excepția este prima ta mutare din joc: cu 6-6, 4-4 sau 3-3 pot ieși două puluri, pentru că un singur pul nu ar putea juca aceste aruncări trecând de capul adversarului.',
        },
        {
          p: 'Regula blocajului. Nu poți încheia mutarea ținând șase puncte la rând oriunde pe drumul tău, decât dacă cel puțin un pul al adversarului se află deja în fața blocajului (mai departe pe propriul drum decât toate cele șase puncte). Un blocaj făcut și desfăcut în aceeași mutare este permis. Un blocaj care cuprinde punctul tău 13, ultimul punct de pe drumul adversarului, nu este permis niciodată.',
        },
        {
          figure: 'nardy-block',
          caption:
            'Albul ține punctele 20–23 și ar putea închide și punctul 19 cu 24/19, dar niciun pul negru nu a trecut de aceste puncte: mutarea nu se poate încheia cu șase la rând.',
        },
        {
          p: 'Scoaterea pulurilor se face ca în orice joc, după ce toate cele 15 puluri sunt acasă. Victoria aduce 1 punct, marțul (adversarul nu a scos niciun pul) 2.',
        },
      ],
    },
  },
  traditions: {
    macedonian: {
      heading: 'Tradiția macedoneană',
      blocks: [
        { p: 'Ordinea este {prva}, apoi {vtora}, apoi {treta}, și apoi de la capăt, până când cineva câștigă meciul.' },
        { p: 'La {treta}, un pul prins nu te împiedică să-ți scoți celelalte puluri.' },
      ],
    },
    bulgarian: {
      heading: 'Tradiția bulgară',
      blocks: [
        {
          p: 'Ordinea este {prva}, apoi {vtora}, apoi {treta} — aceleași jocuri ca în Macedonia, cu numele lor bulgărești — și apoi de la capăt, până când cineva câștigă meciul.',
        },
        { p: 'Ca în tradiția macedoneană, la {treta} un pul prins nu te împiedică să-ți scoți celelalte puluri.' },
        {
          p: 'Multe site-uri bulgărești îl lasă pe câștigătorul aruncării de deschidere să joace cele două zaruri de deschidere; aici aceasta este o opțiune, nu regula implicită.',
        },
      ],
    },
    greek: {
      heading: 'Tradiția greacă',
      blocks: [
        { p: 'Ordinea este {prva}, apoi {treta}, apoi {fevga}, și apoi de la capăt, până când cineva câștigă meciul.' },
        { p: 'La {treta} nu poți scoate puluri cât timp oricare dintre pulurile tale e prins, chiar dacă ai început deja scoaterea.' },
      ],
    },
    turkish: {
      heading: 'Tradiția turcă',
      blocks: [
        { p: 'Meciul înseamnă doar {prva}, joc după joc, până când un jucător ajunge la punctajul stabilit.' },
        { p: '{prva} se joacă exact cum e descris mai sus; e voie să lovești și să fugi și în propria casă.' },
      ],
    },
    romanian: {
      heading: 'Tradiția română',
      blocks: [
        {
          p: 'Meciul este doar {prva}, joc după joc. Cine pierde fără să fi scos vreun pul și mai are un pul pe bară sau în casa câștigătorului pierde 3 puncte (marțul triplu).',
        },
        { p: 'În această tradiție nu există cub de dublare.' },
      ],
    },
    international: {
      heading: 'Table internaționale (backgammon)',
      blocks: [
        {
          p: 'Meciul este doar {backgammon}, joc după joc: până la un număr de puncte, sau pe bani, cu un scor cumulat care nu se termină niciodată la puncte.',
        },
      ],
    },
  },
  match: {
    heading: 'Meciul',
    blocks: [
      {
        p: 'Un meci se joacă până la un număr de puncte: 3, 5 sau 7 (5 dacă nu alegi altfel; se poate juca și un singur joc). Câștigă meciul primul jucător care ajunge la acel număr.',
      },
      { p: 'Jocurile urmează ordinea tradiției; după ultimul joc, ordinea începe din nou.' },
      {
        p: 'La începutul meciului fiecare jucător aruncă un zar, iar la zaruri egale se aruncă din nou. Zarul mai mare începe și aruncă ambele zaruri pentru prima mutare. Fiecare joc următor îl începe câștigătorul celui dinainte; după un joc egal se aruncă din nou pentru început.',
      },
    ],
  },
  scoring: {
    heading: 'Punctajul',
    blocks: [
      {
        terms: [
          ['Joc simplu', 'Ți-ai scos primul toate cele 15 puluri: 1 punct.'],
          ['Marț', 'Ai câștigat înainte ca adversarul să scoată măcar un pul: 2 puncte.'],
          ['Abandonul', 'Adversarul celui care abandonează primește 2 puncte dacă cel care abandonează nu a scos niciun pul, altfel 1.'],
        ],
      },
      { p: 'Nu există cub de dublare și nici victorie triplă, decât dacă victoria triplă este activată ca opțiune (ca în backgammonul internațional).' },
    ],
  },
  dice: {
    heading: 'Zaruri corecte',
    blocks: [
      {
        p: 'Fiecare aruncare este o extragere nouă din generatorul de numere aleatoare securizat criptografic al browserului, iar fiecare față a zarului are exact aceeași probabilitate ca oricare alta. Zaruri care se pot repeta există doar pentru teste, reluări și demonstrații, și doar la cerere.',
      },
      { p: 'Botul primește aceleași zaruri ca un om, în același moment, și nu vede niciodată o aruncare viitoare.' },
    ],
  },
};
