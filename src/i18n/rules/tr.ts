/** Kurallar Türkçe (RULES.md'den çevrildi). */
import type { RulesText } from './types.js';

export const rules: RulesText = {
  ui: {
    rules: 'Kurallar',
    gameTitle: 'Nasıl oynanır: {game}',
    traditionTitle: '{tradition}: maç',
    setLine: 'Oyunların sırası: {set}',
    figure: 'Şekil {n}',
  },
  intro: {
    heading: 'Tahta',
    blocks: [
      {
        p: 'İki oyuncunun her birinin 24 haneli bir tahtada 15 pulu vardır. Her oyuncu haneleri kendi yolu boyunca sayar: pul yola 24. haneden girer ve 1. haneye doğru ilerler.',
      },
      {
        terms: [
          ['İç saha', 'Senin 1–6. hanelerin; pulların sonunda burada toplanır.'],
          ['Başlangıç kadranı', 'Senin 19–24. hanelerin.'],
          ['Toplama', 'Bir pulu 1. hanenin ötesine, tahtanın dışına çıkarmak.'],
        ],
      },
      {
        p: '{prva} ve {treta} oyunlarında iki oyuncu birbirine zıt yönde ilerler. {vtora} ve {fevga} oyunlarında ise ikisi de tahtanın etrafında aynı yönde ilerler ve çapraz karşı köşelerden başlar.',
      },
      { p: 'Her oyunda amaç, bütün pullarını iç sahana getirip rakibinden önce toplamaktır.' },
    ],
  },
  common: {
    heading: 'Bütün oyunların kuralları',
    blocks: [
      {
        ul: [
          'Sıra sendeyken iki zar atarsın. Her zar bir pulu kendi sayısı kadar ileri götürür. Bir pul iki zarı birden kullanabilir, ama arada bastığı hane de açık olmalıdır.',
          'Çift gelen zar dört kez oynanır: 3-3, dört tane 3 adımı verir.',
          'Rakibin iki veya daha fazla pulunun bulunduğu hane kapıdır: orada ne durabilir ne de geçerken oraya basabilirsin.',
          'Pozisyonun izin verdiği kadar çok zarı kullanmak zorundasın. İki zardan yalnızca biri oynanabiliyorsa ve hangisi olsa oynanabilecekse, büyük olanı oynamalısın. Hiçbir şey oynanamıyorsa sıra rakibe geçer.',
          'Ancak oyundaki bütün pulların iç sahandayken toplayabilirsin. Bir zar, kendi sayısındaki haneden bir pul toplar; daha büyük bir zar ise, zarın sayısından yüksek bir hanede pulun yoksa, dolu olan en yüksek hanenden toplar. Toplamak yerine iç sahanda oynamak her zaman serbesttir.',
        ],
      },
    ],
  },
  games: {
    prva: {
      heading: '{prva}',
      blocks: [
        {
          p: '{prva}, katlama küpü olmadan oynanan tavladır. Her oyuncu 24. hanede 2, 13. hanede 5, 8. hanede 3 ve 6. hanede 5 pulla başlar; oyuncular birbirine zıt yönde ilerler.',
        },
        { figure: 'start-prva', caption: 'Başlangıç dizilişi: {prva}.' },
        { p: 'Bir hanede tek başına duran pul açıktır. Rakibin açık puluna konarsan onu kırarsın: pul ortaya, bara gider.' },
        {
          p: 'Barda pulu olan oyuncu, başka hiçbir şey oynamadan önce hepsini rakibin iç sahasına geri sokmalıdır: 1 zarı 24. haneye, 6 zarı 19. haneye girer. Hiçbir zar giremiyorsa sıra geçer.',
        },
        { figure: 'hit', caption: 'Beyaz 13/7/4 oynadı ve siyahın açık pulunu kırdı. Siyah pul barda; siyah başka bir şey oynamadan önce onu sokmalı.' },
        { p: 'On beş pulunun hepsini ilk toplayan oyuncu oyunu kazanır.' },
      ],
    },
    vtora: {
      heading: '{vtora}',
      blocks: [
        {
          p: '{vtora} bir koşu oyunudur. Her oyuncunun 15 pulunun hepsi kendi 24. hanesinde, çapraz karşı köşelerde başlar ve iki oyuncu da tahtanın etrafında aynı yönde ilerler.',
        },
        { figure: 'start-vtora', caption: 'Başlangıç dizilişi: {vtora}.' },
        { p: 'Kırma yoktur. Tek bir pul bile hanesini tutar: rakip ne oraya konabilir ne de geçerken oraya basabilir.' },
        {
          p: 'Çift merdiveni. Oyunun ilk üç atışında çiftler her zamanki gibi oynanır. Dördüncü atıştan itibaren çift tırmanır: 4-4 önce dört tane 4, sonra dört tane 5, sonra dört tane 6 olarak oynanır; 1-1, 1’den 6’ya kadar tırmanır, 6-6 ise yalnızca dört tane 6’dır. Oynanamamış olsa bile her atış bu üçe sayılır.',
        },
        {
          p: 'Bütün merdiven tek bir hamledir ve adımlarını, mümkün olduğu kadar çoğu oynanacak şekilde seçmelisin. Merdiven, artık oynanamayan ilk sayıda durur; daha yüksek sayılar kaybedilir.',
        },
        { figure: 'ladder', caption: 'Beyazın dördüncü atışı 4-4: beyaz, oynayabildiği kadar, dört tane 4, sonra dört tane 5, sonra dört tane 6 oynar.' },
        {
          p: 'Devreden zarlar. Oynayamadığın sayı kaybolmaz: rakibe geçer, o da zar atmadan önce ondan oynayabildiği kadarını oynar. Bu her atış için geçerlidir, merdivenin durduğu sayı için de. Rakibin de oynayamadığı devreden sayı kaybolur; asla geri dönmez. Devreden sayılar atış sayılmaz ve hiçbir zaman merdiven başlatmaz.',
        },
        { figure: 'carried', caption: 'Beyaz bir 5 oynayamadı; bu yüzden siyah önce devreden 5’i oynar, sonra zar atar.' },
      ],
    },
    treta: {
      heading: '{treta}',
      blocks: [
        {
          p: '{treta} hapsetme oyunudur. Her oyuncunun 15 pulunun hepsi kendi 24. hanesinde, karşı köşelerde başlar ve oyuncular birbirine zıt yönde ilerler.',
        },
        { figure: 'start-treta', caption: 'Başlangıç dizilişi: {treta}.' },
        {
          p: 'Kırma yoktur. Rakibin tek bir pulunun üstüne konarsan onu hapsedersin: üstünde senin en az bir pulun durduğu sürece kıpırdayamaz. Hane artık senindir: oraya başka pullar da getirebilirsin, rakip ise oraya konamaz.',
        },
        { figure: 'pin', caption: 'Beyazın 10. hanesindeki beyaz pul tek bir siyah pulu hapsediyor; beyaz oradan gidene kadar siyah pul kıpırdayamaz.' },
        {
          terms: [
            [
              'Ana pul',
              'Başlangıç hanende (24. hane) kalan son pulun. Orada iki veya daha fazla pul dururken hane kapıdır; bu yüzden orada yalnızca sonuncusu hapsedilebilir.',
            ],
          ],
        },
        {
          p: 'Ana pulun hapsedilirse, rakip kendi başlangıç hanesi boşalır boşalmaz mars kazanır (2 puan) — zaten boşsa hemen. İki ana pul da hapsedilmişse oyun berabere biter ve kimse puan almaz. Bunlar her tek adımdan sonra kontrol edilir; oyun o anda biter.',
        },
        {
          figure: 'mother',
          caption: 'Beyaz, siyahın ana pulunu kendi 1. hanesinden hapsetti. Son üç beyaz pul beyazın 24. hanesinden ayrılır ayrılmaz beyaz mars kazanır.',
        },
        {
          p: 'Bir pulun hapsedilmişken toplayıp toplayamayacağın geleneğe bağlıdır: Makedon ve Bulgar geleneklerinde diğer pulları toplayabilirsin ve hapsedilmiş pul kendi hanesinde duruyor sayılır; Yunan geleneğinde ise herhangi bir pulun hapsedilmişken hiç toplayamazsın.',
        },
      ],
    },
    fevga: {
      heading: '{fevga}',
      blocks: [
        {
          p: '{fevga}, Yunanların koşu oyunudur. {vtora} oyunundaki gibi 15 pulun hepsi çapraz karşı köşelerde 24. haneden başlar ve iki oyuncu da aynı yönde ilerler.',
        },
        { figure: 'start-fevga', caption: 'Başlangıç dizilişi: {fevga}.' },
        { p: 'Kırma yoktur: tek bir pul hanesini rakibe kapatır. Çiftler dört sıradan adımdır, merdiven yoktur; oynanamayan sayı kaybolur.' },
        {
          p: 'İlk pul. Pullarından biri rakibin başlangıç hanesini geçmedikçe (senin 11. hanene veya daha aşağıya varmadıkça) başka hiçbir pulun 24. hanenden çıkamaz. Geçtiği anda aynı hamlenin sonraki adımları bile başka pulları oynatabilir.',
        },
        {
          figure: 'fevga-first',
          caption:
            'Beyazın ilk atışı 5-5 idi: ilk pul 24/19/14/9 koşarak siyahın başlangıç hanesini geçti; ancak ondan sonra dördüncü 5 başka bir pulu oynatabildi, 24/19.',
        },
        {
          p: 'Altılı duvar yok. Hamlenin sonunda, rakibin bir pulu henüz geçmemişken başlangıç kadranının altı hanesinin hepsini (19–24) tutamazsın; rakibin başlangıç hanesinde hâlâ onun pulu varken o hanenin hemen önündeki altı hanenin hepsini de (senin 6–11. hanelerin) tutamazsın. Aynı hamle içinde kurulup yeniden bozulan duvar serbesttir.',
        },
        {
          figure: 'fevga-wall',
          caption:
            'Beyaz başlangıç kadranının beş hanesini tutuyor. 23. haneyi de kapatırsa altılı bir duvar kurmuş olur; siyah pulların daha geçmesi gerekirken bu duvar hamlenin sonunda kalamaz.',
        },
        { p: 'Mümkün olduğunda hamlen, rakibe en az bir geçerli hamle bırakmalıdır.' },
      ],
    },
    backgammon: {
      heading: '{backgammon}',
      blocks: [
        {
          p: '{backgammon}, tahtada tıpkı {prva} gibi oynanır: aynı başlangıç, hamleler, vurma, bar ve pul toplama. Açılış atışını kazanan iki açılış zarını oynar.',
        },
        {
          p: 'Kazanılan oyun 1 sayı; mars (kaybeden hiç pul toplamamış) 2; backgammon (kaybedenin barda ya da kazananın iç sahasında hâlâ pulu olan mars) 3 sayıdır. Her sonuç katlama küpüyle çarpılır.',
        },
        {
          p: 'Küp ortada 1 ile başlar. Sıran başında, zarı atmadan önce, küp ortadaysa ya da sendeyse katlayabilirsin. Rakip kabul eder: bahis ikiye katlanır ve küp ona geçer, sonraki katlamayı yalnızca o yapabilir; ya da reddeder ve oyunu hemen, katlamadan önceki bahisle kaybeder. Küp 64’te durur.',
        },
        {
          p: 'Parasına oyunda (uzunluk 0) toplam skor tutulur. Jacoby kuralı (kapatılmadıkça açık): küp o oyunda çevrilmediyse mars ya da backgammon tek sayılır. Beaver (isteğe bağlı): kabul eden hemen yeniden katlayıp küpü elinde tutabilir.',
        },
        {
          p: 'Maçta Crawford kuralı (kapatılmadıkça açık), biri hedefe ilk kez bir sayı kala geldikten sonraki tek oyunda küpü kaldırır; sonraki oyunlarda küp yine vardır. Holland kuralı (isteğe bağlı): o oyunlarda geride olan, iki taraf da ikişer kez zar attıktan sonra katlayabilir.',
        },
        {
          p: 'Teslim olmak rakibe 1 sayı, hiç pul toplamadıysan 2, konum backgammon ise 3 sayı verir, küple çarpılarak. Katlamaya teslimle cevap vermek reddetmektir.',
        },
      ],
    },
    nardy: {
      heading: '{nardy}',
      blocks: [
        {
          p: '{nardy}, Balkanların doğusunda oynanan uzun oyundur. Her oyuncunun 15 pulunun hepsi çapraz karşı köşelerde, baş denen 24. haneden başlar ve iki oyuncu da aynı yönde ilerler. Bir geleneğin oyun dizisinin parçası olarak değil, tek başına oynanır.',
        },
        { figure: 'start-nardy', caption: 'Başlangıç dizilişi: {nardy}.' },
        {
          p: 'Kırma yoktur: tek bir pul hanesini rakibe kapatır; rakip oraya ne konabilir ne de yolda oradan geçebilir. Çiftler dört sıradan adımdır; oynanamayan sayı kaybolur.',
        },
        {
          p: 'Baş kuralı. Bir hamlede baştan yalnızca bir pul çıkabilir. İstisna, oyundaki ilk hamlendir: 6-6, 4-4 veya 3-3 ile iki pul çıkabilir, çünkü tek bir pul bu atışları rakibin başının yanından geçerek oynayamaz.',
        },
        {
          p: 'Blok kuralı. Rakibin en az bir pulu bloğun önüne (kendi yolunda altı hanenin hepsinden ileriye) geçmiş olmadıkça, hamleni yolunun herhangi bir yerinde art arda altı hane tutarak bitiremezsin. Aynı hamle içinde kurulup yeniden bozulan blok serbesttir. Senin 13. haneni, yani rakibin yolunun son hanesini içeren blok hiçbir zaman serbest değildir.',
        },
        {
          figure: 'nardy-block',
          caption:
            'Beyaz 20–23. haneleri tutuyor ve 24/19 ile 19. haneyi de kapatabilirdi, ama hiçbir siyah pul bu haneleri geçmedi: hamle art arda altı haneyle bitemez.',
        },
        { p: 'Toplama, 15 pulun hepsi iç sahaya gelince her oyundaki gibidir. Galibiyet 1 puan, mars (rakip hiç pul toplamadı) 2 puandır.' },
      ],
    },
  },
  traditions: {
    macedonian: {
      heading: 'Makedon geleneği',
      blocks: [
        { p: 'Sıra şöyledir: {prva}, sonra {vtora}, sonra {treta}; ardından biri maçı kazanana kadar baştan başlar.' },
        { p: '{treta} oyununda hapsedilmiş bir pul, diğer pullarını toplamana engel olmaz.' },
      ],
    },
    bulgarian: {
      heading: 'Bulgar geleneği',
      blocks: [
        {
          p: 'Sıra şöyledir: {prva}, sonra {vtora}, sonra {treta} — Makedonya’dakiyle aynı oyunlar, Bulgarca adlarıyla —; ardından biri maçı kazanana kadar baştan başlar.',
        },
        { p: 'Makedon geleneğinde olduğu gibi, {treta} oyununda hapsedilmiş bir pul diğer pullarını toplamana engel olmaz.' },
        { p: 'Birçok Bulgar sitesinde başlangıç atışını kazanan, iki başlangıç zarını oynar; burada bu bir seçenektir, varsayılan kural değildir.' },
      ],
    },
    greek: {
      heading: 'Yunan geleneği',
      blocks: [
        { p: 'Sıra şöyledir: {prva}, sonra {treta}, sonra {fevga}; ardından biri maçı kazanana kadar baştan başlar.' },
        { p: '{treta} oyununda, pullarından herhangi biri hapsedilmişken toplama yapamazsın; toplamaya başlamış olsan bile.' },
      ],
    },
    turkish: {
      heading: 'Türk geleneği',
      blocks: [
        { p: 'Maç yalnızca {prva} oyunundan oluşur; bir oyuncu hedef puana ulaşana kadar oyun oyun ardına oynanır.' },
        { p: '{prva} tam olarak yukarıda anlatıldığı gibi oynanır; kendi iç sahanda da vurup kaçmak serbesttir.' },
      ],
    },
    romanian: {
      heading: 'Rumen geleneği',
      blocks: [
        {
          p: 'Maç yalnızca {prva} oyunudur, oyun ardına oyun. Hiç pul toplamamış ve barda ya da kazananın iç sahasında hâlâ pulu olan kaybeden 3 sayı kaybeder (üçlü mars, marțul triplu).',
        },
        { p: 'Bu gelenekte katlama küpü yoktur.' },
      ],
    },
    international: {
      heading: 'Uluslararası tavla (backgammon)',
      blocks: [
        { p: 'Maç yalnızca {backgammon} oyunudur, oyun ardına oyun: belli bir sayıya kadar, ya da sayıyla hiç bitmeyen toplam skorlu parasına oyun olarak.' },
      ],
    },
  },
  match: {
    heading: 'Maç',
    blocks: [
      {
        p: 'Maç belirli bir puana kadar oynanır: 3, 5 veya 7 (başka bir seçim yapmazsan 5; tek bir oyun da olabilir). O puana ilk ulaşan oyuncu maçı kazanır.',
      },
      { p: 'Oyunlar geleneğin sırasını izler; son oyundan sonra sıra baştan başlar.' },
      {
        p: 'Maçın başında her oyuncu birer zar atar; zarlar eşit gelirse yeniden atılır. Büyük zarı atan başlar ve ilk hamlesi için iki zarı birden atar. Sonraki her oyuna bir önceki oyunun kazananı başlar; berabere biten bir oyundan sonra başlamak için yeniden zar atılır.',
      },
    ],
  },
  scoring: {
    heading: 'Puanlama',
    blocks: [
      {
        terms: [
          ['Tek oyun', '15 pulun hepsini ilk sen topladın: 1 puan.'],
          ['Mars', 'Rakip daha tek bir pul bile toplamadan kazandın: 2 puan.'],
          ['Pes etmek', 'Pes eden oyuncu hiç pul toplamamışsa rakibi 2, aksi halde 1 puan alır.'],
        ],
      },
      { p: 'Katlama küpü ve üçlü galibiyet yoktur; ancak üçlü galibiyet bir seçenek olarak açılabilir (uluslararası tavlada olduğu gibi).' },
    ],
  },
  dice: {
    heading: 'Adil zarlar',
    blocks: [
      {
        p: 'Her atış, tarayıcının kriptografik olarak güvenli rastgele sayı üretecinden yapılan yeni bir çekiliştir ve zarın her yüzü diğerleriyle tam olarak eşit olasılıklıdır. Tekrarlanabilir zarlar yalnızca testler, oyun tekrarları ve gösterimler için vardır ve yalnızca istendiğinde kullanılır.',
      },
      { p: 'Bot, bir insanla aynı zarları aynı anda alır ve gelecekteki bir atışı asla göremez.' },
    ],
  },
};
