/**
 * The demo region tree: every state and union territory of India with real districts and real
 * towns and pincodes, and a few other countries so the panes look alive. Written compactly because
 * the declarations reach the browser: one block per country, one line per state, one per district.
 *
 *   # Country|ISO code|ISO code3|dial code
 *   ## State|code
 *   District: Town pincode, Town pincode
 *
 * District names are unique across the whole tree: a seed row names its parent by display value.
 */
const TREE = `
# India|IN|IND|+91
## Andhra Pradesh|AP
Visakhapatnam: Visakhapatnam 530001, Bheemunipatnam 531163, Gajuwaka 530026
Guntur: Guntur 522001, Tenali 522201, Narasaraopet 522601, Mangalagiri 522503
Krishna: Machilipatnam 521001, Gudivada 521301, Pedana 521366
NTR: Vijayawada 520001, Nandigama 521185, Jaggayyapeta 521175
Chittoor: Chittoor 517001, Madanapalle 517325, Palamaner 517408
Tirupati: Tirupati 517501, Srikalahasti 517644
Sri Potti Sriramulu Nellore: Nellore 524001, Kavali 524201, Gudur 524101
East Godavari: Rajahmundry 533101, Kovvur 534350
Kakinada: Kakinada 533001, Peddapuram 533437, Pithapuram 533450
Kurnool: Kurnool 518001, Adoni 518301, Yemmiganur 518360
Anantapur: Anantapur 515001, Guntakal 515801, Tadipatri 515411
## Arunachal Pradesh|AR
Papum Pare: Itanagar 791111, Naharlagun 791110, Doimukh 791112
Tawang: Tawang 790104, Jang 790104
West Kameng: Bomdila 790001, Dirang 790101
East Siang: Pasighat 791102, Mebo 791001
## Assam|AS
Kamrup Metropolitan: Guwahati 781001, Dispur 781006, Chandrapur 781150
Dibrugarh: Dibrugarh 786001, Naharkatia 786610, Duliajan 786602
Jorhat: Jorhat 785001, Mariani 785634, Titabor 785630
Cachar: Silchar 788001, Lakhipur 788101, Sonai 788119
Nagaon: Nagaon 782001, Lanka 782446
Sonitpur: Tezpur 784001, Dhekiajuli 784110
## Bihar|BR
Patna: Patna 800001, Danapur 801503, Barh 803213, Masaurhi 804452
Gaya: Gaya 823001, Bodh Gaya 824231, Sherghati 824211
Muzaffarpur: Muzaffarpur 842001, Kanti 843109, Motipur 843111
Bhagalpur: Bhagalpur 812001, Kahalgaon 813203, Naugachia 853204
Darbhanga: Darbhanga 846004, Benipur 847103
Nalanda: Bihar Sharif 803101, Rajgir 803116, Hilsa 801302
## Chhattisgarh|CG
Raipur: Raipur 492001, Arang 493441, Abhanpur 493661
Durg: Durg 491001, Bhilai 490001, Patan 491111
Bilaspur: Bilaspur 495001, Ratanpur 495442, Takhatpur 495330
Bastar: Jagdalpur 494001, Bakawand 494221
Korba: Korba 495677, Katghora 495445
## Goa|GA
North Goa: Panaji 403001, Mapusa 403507, Bicholim 403504, Pernem 403512, Calangute 403516
South Goa: Margao 403601, Vasco da Gama 403802, Ponda 403401, Canacona 403702, Quepem 403705
## Gujarat|GJ
Ahmedabad: Ahmedabad 380001, Sanand 382110, Dholka 382225, Viramgam 382150
Surat: Surat 395003, Bardoli 394601, Olpad 394540
Vadodara: Vadodara 390001, Padra 391440, Dabhoi 391110
Rajkot: Rajkot 360001, Gondal 360311, Jetpur 360370
Bhavnagar: Bhavnagar 364001, Mahuva 364290, Palitana 364270
Kachchh: Bhuj 370001, Gandhidham 370201, Mandvi 370465, Anjar 370110
Gandhinagar: Gandhinagar 382010, Kalol 382721, Dehgam 382305
## Haryana|HR
Gurugram: Gurugram 122001, Sohna 122103, Pataudi 122503
Faridabad: Faridabad 121001, Ballabgarh 121004
Ambala: Ambala 133001, Ambala Cantonment 133001, Naraingarh 134203
Karnal: Karnal 132001, Assandh 132039, Gharaunda 132114
Hisar: Hisar 125001, Hansi 125033, Barwala 125121
Panipat: Panipat 132103, Samalkha 132101
Rohtak: Rohtak 124001, Meham 124112
## Himachal Pradesh|HP
Shimla: Shimla 171001, Rampur 172001, Theog 171201
Kangra: Dharamshala 176215, Kangra 176001, Palampur 176061
Kullu: Kullu 175101, Manali 175131, Banjar 175123
Mandi: Mandi 175001, Sundernagar 175018, Jogindernagar 175015
Solan: Solan 173212, Baddi 173205, Kasauli 173204
## Jharkhand|JH
Ranchi: Ranchi 834001, Bundu 835204, Kanke 834006
East Singhbhum: Jamshedpur 831001, Ghatshila 832303
Dhanbad: Dhanbad 826001, Jharia 828111, Sindri 828122
Bokaro: Bokaro Steel City 827001, Chas 827013
Deoghar: Deoghar 814112, Madhupur 815353
## Karnataka|KA
Bengaluru Urban: Bengaluru 560001, Yelahanka 560064, Anekal 562106
Mysuru: Mysuru 570001, Nanjangud 571301, Hunsur 571105
Dakshina Kannada: Mangaluru 575001, Puttur 574201, Ullal 575020
Belagavi: Belagavi 590001, Gokak 591307, Chikkodi 591201
Dharwad: Dharwad 580001, Hubballi 580020, Kalghatgi 581204
Udupi: Udupi 576101, Manipal 576104, Kundapura 576201
Kalaburagi: Kalaburagi 585101, Sedam 585222, Aland 585302
## Kerala|KL
Thiruvananthapuram: Thiruvananthapuram 695001, Neyyattinkara 695121, Attingal 695101, Varkala 695141
Kollam: Kollam 691001, Karunagappally 690518, Punalur 691305
Pathanamthitta: Pathanamthitta 689645, Thiruvalla 689101, Adoor 691523
Alappuzha: Alappuzha 688001, Cherthala 688524, Kayamkulam 690502
Kottayam: Kottayam 686001, Changanassery 686101, Pala 686575
Idukki: Thodupuzha 685584, Munnar 685612, Kattappana 685508
Ernakulam: Kochi 682001, Aluva 683101, Perumbavoor 683542, Muvattupuzha 686661
Thrissur: Thrissur 680001, Chalakudy 680307, Guruvayur 680101, Kodungallur 680664
Palakkad: Palakkad 678001, Ottapalam 679101, Chittur 678101
Malappuram: Malappuram 676505, Manjeri 676121, Tirur 676101, Perinthalmanna 679322
Kozhikode: Kozhikode 673001, Vadakara 673101, Koyilandy 673305
Wayanad: Kalpetta 673121, Sultan Bathery 673592, Mananthavady 670645
Kannur: Kannur 670001, Thalassery 670101, Payyanur 670307
Kasaragod: Kasaragod 671121, Kanhangad 671315, Nileshwar 671314
## Madhya Pradesh|MP
Bhopal: Bhopal 462001, Berasia 463106
Indore: Indore 452001, Mhow 453441, Sanwer 453551
Gwalior: Gwalior 474001, Dabra 475110
Jabalpur: Jabalpur 482001, Sihora 483225, Patan Jabalpur 483113
Ujjain: Ujjain 456001, Nagda 456335, Mahidpur 456443
Sagar: Sagar 470001, Bina 470113, Khurai 470117
## Maharashtra|MH
Mumbai City: Mumbai 400001, Colaba 400005, Dadar 400014
Mumbai Suburban: Andheri 400053, Bandra 400050, Borivali 400066
Pune: Pune 411001, Pimpri-Chinchwad 411018, Baramati 413102, Lonavala 410401
Nagpur: Nagpur 440001, Kamptee 441001, Umred 441203
Thane: Thane 400601, Kalyan 421301, Bhiwandi 421302, Dombivli 421201
Nashik: Nashik 422001, Malegaon 423203, Sinnar 422103
Chhatrapati Sambhajinagar: Chhatrapati Sambhajinagar 431001, Paithan 431107, Vaijapur 423701
Kolhapur: Kolhapur 416003, Ichalkaranji 416115, Kagal 416216
Solapur: Solapur 413001, Pandharpur 413304, Barshi 413401
## Manipur|MN
Imphal West: Imphal 795001, Lamphelpat 795004
Bishnupur: Bishnupur 795126, Moirang 795133
Thoubal: Thoubal 795138, Kakching 795103
## Meghalaya|ML
East Khasi Hills: Shillong 793001, Sohra 793108
West Garo Hills: Tura 794001, Phulbari 794104
West Jaintia Hills: Jowai 793150
## Mizoram|MZ
Aizawl: Aizawl 796001, Sairang 796410
Lunglei: Lunglei 796701
Champhai: Champhai 796321
## Nagaland|NL
Kohima: Kohima 797001, Jakhama 797001
Dimapur: Dimapur 797112, Medziphema 797106
Mokokchung: Mokokchung 798601
## Odisha|OD
Khordha: Bhubaneswar 751001, Khordha 752055, Jatni 752050
Cuttack: Cuttack 753001, Athagarh 754029, Banki 754008
Puri: Puri 752001, Konark 752111, Pipili 752104
Ganjam: Berhampur 760001, Chhatrapur 761020, Gopalpur 761002
Sundargarh: Rourkela 769001, Sundargarh 770001
Sambalpur: Sambalpur 768001, Burla 768017
## Punjab|PB
Ludhiana: Ludhiana 141001, Khanna 141401, Jagraon 142026
Amritsar: Amritsar 143001, Ajnala 143102
Jalandhar: Jalandhar 144001, Phillaur 144410, Nakodar 144040
Patiala: Patiala 147001, Rajpura 140401, Nabha 147201
Sahibzada Ajit Singh Nagar: Mohali 160062, Zirakpur 140603, Kharar 140301
Bathinda: Bathinda 151001, Rampura Phul 151103
## Rajasthan|RJ
Jaipur: Jaipur 302001, Sanganer 302029, Chomu 303702
Jodhpur: Jodhpur 342001, Phalodi 342301
Udaipur: Udaipur 313001, Salumbar 313027
Kota: Kota 324001, Ramganj Mandi 326519
Ajmer: Ajmer 305001, Beawar 305901, Kishangarh 305801, Pushkar 305022
Bikaner: Bikaner 334001, Nokha 334803
## Sikkim|SK
Gangtok: Gangtok 737101, Singtam 737134
Mangan: Mangan 737116, Chungthang 737120
Namchi: Namchi 737126, Jorethang 737121
Gyalshing: Gyalshing 737111, Pelling 737113
Pakyong: Pakyong 737106, Rangpo 737132
Soreng: Soreng 737121
## Tamil Nadu|TN
Chennai: Chennai 600001, Egmore 600008, Mylapore 600004, Adyar 600020
Coimbatore: Coimbatore 641001, Pollachi 642001, Mettupalayam 641301
Madurai: Madurai 625001, Melur 625106, Thirumangalam 625706
Tiruchirappalli: Tiruchirappalli 620001, Srirangam 620006, Manapparai 621306
Salem: Salem 636001, Attur 636102, Mettur 636401
Tirunelveli: Tirunelveli 627001, Palayamkottai 627002, Ambasamudram 627401
Kanniyakumari: Nagercoil 629001, Kanyakumari 629702, Marthandam 629165
## Telangana|TG
Hyderabad: Hyderabad 500001, Secunderabad 500003, Charminar 500002
Rangareddy: Shamshabad 501218, Ibrahimpatnam 501506, Chevella 501503
Warangal: Warangal 506002, Narsampet 506132
Karimnagar: Karimnagar 505001, Huzurabad 505468
Nizamabad: Nizamabad 503001, Bodhan 503185, Armoor 503224
Khammam: Khammam 507001, Sathupally 507303
## Tripura|TR
West Tripura: Agartala 799001, Mohanpur 799211
Gomati: Udaipur 799120, Amarpur 799101
North Tripura: Dharmanagar 799250
Unakoti: Kailashahar 799277
## Uttar Pradesh|UP
Lucknow: Lucknow 226001, Malihabad 226102, Mohanlalganj 226301
Kanpur Nagar: Kanpur 208001, Bilhaur 209202, Ghatampur 209206
Varanasi: Varanasi 221001, Sarnath 221007, Pindra 221206
Agra: Agra 282001, Fatehpur Sikri 283110, Kheragarh 283119
Prayagraj: Prayagraj 211001, Phulpur 212402, Handia 221503
Gautam Buddha Nagar: Noida 201301, Greater Noida 201310, Dadri 203207
Ghaziabad: Ghaziabad 201001, Modinagar 201204, Loni 201102
Meerut: Meerut 250001, Mawana 250401, Sardhana 250342
Gorakhpur: Gorakhpur 273001, Sahjanwa 273209
## Uttarakhand|UK
Dehradun: Dehradun 248001, Rishikesh 249201, Mussoorie 248179, Vikasnagar 248198
Haridwar: Haridwar 249401, Roorkee 247667, Laksar 247663
Nainital: Nainital 263001, Haldwani 263139, Ramnagar 244715
Udham Singh Nagar: Rudrapur 263153, Kashipur 244713
Almora: Almora 263601, Ranikhet 263645
## West Bengal|WB
Kolkata: Kolkata 700001, Ballygunge 700019, Park Street 700016
North 24 Parganas: Barasat 700124, Bidhannagar 700091, Barrackpore 700120, Dum Dum 700028
Howrah: Howrah 711101, Uluberia 711315, Bally 711201
Darjeeling: Darjeeling 734101, Siliguri 734001, Kurseong 734203, Mirik 734214
Purba Bardhaman: Bardhaman 713101, Kalna 713409, Katwa 713130
Paschim Medinipur: Medinipur 721101, Kharagpur 721301
## Andaman and Nicobar Islands|AN
South Andaman: Sri Vijaya Puram 744101, Garacharma 744105
North and Middle Andaman: Mayabunder 744204, Diglipur 744202, Rangat 744205
Nicobar: Car Nicobar 744301, Campbell Bay 744302
## Chandigarh|CH
Chandigarh: Chandigarh 160017, Manimajra 160101
## Dadra and Nagar Haveli and Daman and Diu|DH
Dadra and Nagar Haveli: Silvassa 396230, Dadra 396193, Naroli 396235
Daman: Daman 396210, Moti Daman 396220
Diu: Diu 362520, Ghoghla 362540
## Delhi|DL
Central Delhi: Daryaganj 110002, Karol Bagh 110005, Paharganj 110055
East Delhi: Preet Vihar 110092, Mayur Vihar 110091, Laxmi Nagar 110092
New Delhi: Connaught Place 110001, Chanakyapuri 110021, Parliament Street 110001
North Delhi: Civil Lines 110054, Kamla Nagar 110007, Model Town 110009
North East Delhi: Seelampur 110053, Yamuna Vihar 110053, Karawal Nagar 110094
North West Delhi: Rohini 110085, Pitampura 110034, Narela 110040
Shahdara: Shahdara 110032, Vivek Vihar 110095, Dilshad Garden 110095
South Delhi: Saket 110017, Hauz Khas 110016, Mehrauli 110030
South East Delhi: Defence Colony 110024, Lajpat Nagar 110024, Kalkaji 110019
South West Delhi: Dwarka 110075, Najafgarh 110043, Vasant Kunj 110070
West Delhi: Rajouri Garden 110027, Janakpuri 110058, Punjabi Bagh 110026
## Jammu and Kashmir|JK
Srinagar: Srinagar 190001, Hazratbal 190006
Jammu: Jammu 180001, Akhnoor 181201, Ranbir Singh Pura 181102
Anantnag: Anantnag 192101, Pahalgam 192126
Baramulla: Baramulla 193101, Sopore 193201, Gulmarg 193403
## Ladakh|LA
Leh: Leh 194101, Diskit 194401
Kargil: Kargil 194103, Drass 194102
## Lakshadweep|LD
Lakshadweep: Kavaratti 682555, Agatti 682553, Minicoy 682559, Amini 682552, Andrott 682551
## Puducherry|PY
Puducherry: Puducherry 605001, Ozhukarai 605010, Villianur 605110
Karaikal: Karaikal 609602, Thirunallar 609607
Mahe: Mahe 673310
Yanam: Yanam 533464
# United States|US|USA|+1
## California|CA
Los Angeles County: Los Angeles 90012, Long Beach 90802, Pasadena 91101
Santa Clara County: San Jose 95113, Palo Alto 94301, Sunnyvale 94086
## New Jersey|NJ
Middlesex County: Edison 08817, New Brunswick 08901
Hudson County: Jersey City 07302, Hoboken 07030
## Texas|TX
Harris County: Houston 77002, Pasadena TX 77506
Dallas County: Dallas 75201, Irving 75038
# United Kingdom|GB|GBR|+44
## England|ENG
Greater London: Westminster SW1A, Croydon CR0, Harrow HA1, Southall UB1
West Midlands: Birmingham B11BB, Coventry CV1, Wolverhampton WV1
Leicestershire: Leicester LE1, Loughborough LE11
## Scotland|SCT
City of Edinburgh: Edinburgh EH1
Glasgow City: Glasgow G11XQ
# United Arab Emirates|AE|ARE|+971
## Dubai|DU
Dubai: Deira 00000, Bur Dubai 00000, Jebel Ali 00000
## Abu Dhabi|AZ
Abu Dhabi: Abu Dhabi 00000
Al Ain: Al Ain 00000
## Sharjah|SH
Sharjah: Sharjah 00000, Khor Fakkan 00000
# Canada|CA|CAN|+1
## Ontario|ON
Toronto: Toronto M5H, Scarborough M1P
Peel: Brampton L6Y, Mississauga L5B
Ottawa: Ottawa K1P
## British Columbia|BC
Metro Vancouver: Vancouver V6B, Surrey V3T, Burnaby V5H
# Australia|AU|AUS|+61
## New South Wales|NSW
Greater Sydney: Sydney 2000, Parramatta 2150, Blacktown 2148
## Victoria|VIC
Greater Melbourne: Melbourne 3000, Dandenong 3175, Box Hill 3128
# Singapore|SG|SGP|+65
## Central Region|CR
Central Area: Raffles Place 048623, Chinatown 058357, Little India 209565
## East Region|ER
Tampines: Tampines 529510, Pasir Ris 519640
# New Zealand|NZ|NZL|+64
`;

type SeedRow = Record<string, unknown>;

export interface RegionSeed {
  countries: SeedRow[];
  states: SeedRow[];
  districts: SeedRow[];
  cities: SeedRow[];
}

function parse(tree: string): RegionSeed {
  const seed: RegionSeed = { countries: [], states: [], districts: [], cities: [] };
  let country = "";
  let state = "";
  for (const line of tree.split("\n").map((l) => l.trim()).filter(Boolean)) {
    if (line.startsWith("## ")) {
      const [name, code] = line.slice(3).split("|");
      state = name;
      seed.states.push({ name, ...(code ? { code } : {}), countryId: country });
    } else if (line.startsWith("# ")) {
      const [name, isoCode, isoCode3, dialCode] = line.slice(2).split("|");
      country = name;
      seed.countries.push({ name, isoCode, isoCode3, dialCode });
    } else {
      const [district, towns] = line.split(": ");
      seed.districts.push({ name: district, stateId: state });
      for (const town of towns.split(", ")) {
        const at = town.lastIndexOf(" ");
        seed.cities.push({ name: town.slice(0, at), districtId: district, pincode: town.slice(at + 1) });
      }
    }
  }
  return seed;
}

export const REGION_SEED = parse(TREE);
