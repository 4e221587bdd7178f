/**
 * Who the generated members are: groups of people who share a language, a region and a naming custom,
 * each with its given names by gender, family names, home states (names of the Region seed) and the
 * communities (names of the Community seed) its people mostly belong to. A member's group follows from
 * their religion, so a name, a state and a community agree.
 */
export interface PeopleGroup {
  key: string;
  motherTongue: string;
  /** Home states, the first ones more often. */
  states: readonly string[];
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  communities: readonly string[];
  /** A middle name custom of the group's Sikh members: men are "Singh", women "Kaur". */
  middle?: { male: string; female: string };
}

const list = (names: string) => names.trim().split(/\s+/);

export const GROUPS: readonly PeopleGroup[] = [
  {
    key: "hindi",
    motherTongue: "Hindi",
    states: ["Uttar Pradesh", "Delhi", "Madhya Pradesh", "Bihar", "Rajasthan", "Haryana", "Uttarakhand", "Jharkhand", "Chhattisgarh", "Himachal Pradesh"],
    male: list(`Aarav Rahul Amit Ankit Rohit Vikas Saurabh Gaurav Abhishek Nitin Manish Vivek Ashish Deepak Rajat Varun Kunal Shubham
      Aditya Ayush Harsh Pankaj Sachin Anuj Mohit Ravi Akash Himanshu Prateek Siddharth Arjun Karan`),
    female: list(`Priya Neha Pooja Anjali Shreya Ritu Swati Nisha Kavita Sonal Megha Shweta Aditi Ankita Divya Jyoti Komal Payal Riya
      Sakshi Simran Tanvi Isha Kritika Nikita Preeti Ruchi Shivani Sneha Vandana`),
    surnames: list(`Sharma Verma Gupta Agarwal Srivastava Mishra Tiwari Pandey Yadav Chauhan Rathore Saxena Tripathi Dubey Shukla
      Chaturvedi Singh Rastogi Bhardwaj Thakur Mathur Kapoor Malhotra Mehta Khanna`),
    communities: ["Brahmin", "Kshatriya", "Rajput", "Agarwal", "Kayastha", "Jat", "Yadav", "Gupta", "Khatri", "Arora"],
  },
  {
    key: "punjabi",
    motherTongue: "Punjabi",
    states: ["Punjab", "Haryana", "Delhi", "Chandigarh", "Himachal Pradesh"],
    male: list(`Gurpreet Harpreet Manpreet Jaspreet Amandeep Navdeep Gurjeet Harjeet Jasbir Karanveer Parminder Ranbir Sukhwinder
      Tejinder Arshdeep Baljit Daljeet Inderjit Kuldeep Lakhwinder`),
    female: list(`Harleen Jasleen Simran Gurleen Navneet Manpreet Amrit Kiranjeet Rupinder Sukhpreet Baljeet Harsimran Jaspreet
      Prabhjot Ramandeep Tanveer Mandeep Parneet Rajwinder Gurpreet`),
    surnames: list("Gill Sandhu Sidhu Dhillon Grewal Brar Bajwa Randhawa Virk Chahal Bains Aulakh Sekhon Mann Cheema"),
    // Sikh and Hindu Punjabi communities: a member gets one of their own religion.
    communities: ["Jat Sikh", "Khatri Sikh", "Ramgarhia", "Arora Sikh", "Saini", "Khatri", "Arora"],
    middle: { male: "Singh", female: "Kaur" },
  },
  {
    key: "gujarati",
    motherTongue: "Gujarati",
    states: ["Gujarat", "Maharashtra", "Dadra and Nagar Haveli and Daman and Diu", "Rajasthan"],
    male: list(`Hardik Jignesh Chirag Parth Dhruv Kalpesh Nirav Hitesh Mehul Ketan Bhavin Darshan Yash Jay Hiren Sagar Tushar Vishal
      Rushabh Maulik`),
    female: list(`Hetal Krupa Dhara Jinal Nidhi Bhavna Foram Komal Khushboo Mansi Riddhi Pooja Urvi Zalak Vaishali Disha Hiral Palak
      Kinjal Shruti`),
    surnames: list("Patel Shah Desai Mehta Parikh Trivedi Joshi Bhatt Modi Panchal Thakkar Vyas Dave Solanki Amin"),
    communities: ["Patel", "Brahmin", "Agarwal"],
  },
  {
    key: "marathi",
    motherTongue: "Marathi",
    states: ["Maharashtra", "Goa", "Karnataka", "Madhya Pradesh"],
    male: list(`Aniket Omkar Sagar Prasad Tejas Sachin Amol Nikhil Rohan Saurabh Tushar Shantanu Ajinkya Mandar Kedar Swapnil Yogesh
      Nilesh Pranav Chinmay`),
    female: list(`Aishwarya Apurva Gauri Ketaki Madhura Mrunal Pallavi Prajakta Rutuja Sayali Shruti Snehal Tejaswini Vaishnavi
      Ashwini Manasi Pooja Rasika Sonali Dhanashree`),
    surnames: list("Kulkarni Deshpande Joshi Patil Pawar Jadhav Shinde Deshmukh Gokhale Apte Bhosale Chavan Gaikwad More Sawant Phadke"),
    communities: ["Maratha", "Brahmin"],
  },
  {
    key: "bengali",
    motherTongue: "Bengali",
    states: ["West Bengal", "Tripura", "Assam", "Odisha", "Jharkhand"],
    male: list(`Arnab Sourav Debashish Anirban Subhajit Arijit Abhijit Sayan Rajdeep Soumya Indranil Partha Tanmoy Kaushik Supriyo
      Sandip Ritam Shubhankar Dipankar Aritra`),
    female: list(`Ananya Debjani Moumita Payel Rituparna Sreya Tanushree Sharmistha Poulami Riya Srabanti Suchismita Anwesha
      Madhurima Sohini Ishita Oindrila Priyanka Rimjhim Sanchita`),
    surnames: list("Banerjee Chatterjee Mukherjee Ganguly Bose Ghosh Das Dutta Sen Roy Chakraborty Bhattacharya Sarkar Mitra Saha Majumdar"),
    communities: ["Brahmin", "Kayastha"],
  },
  {
    key: "tamil",
    motherTongue: "Tamil",
    states: ["Tamil Nadu", "Puducherry", "Karnataka"],
    male: list(`Karthik Arun Vignesh Senthil Prakash Saravanan Bala Dinesh Ganesh Hari Manikandan Murali Naveen Raghav Sathish Siva
      Srinivasan Venkatesh Vijay Ashwin`),
    female: list(`Lakshmi Priya Divya Keerthana Deepa Gayathri Meena Revathi Sangeetha Kavya Nandhini Bhavani Janani Aarthi Harini
      Malini Pavithra Sowmya Swathi Vidya`),
    surnames: list(`Iyer Iyengar Krishnan Subramanian Raman Natarajan Rajendran Sundaram Venkataraman Ramasamy Murugan Chandrasekar
      Balasubramanian Mudaliar Chettiar`),
    communities: ["Iyer", "Iyengar", "Brahmin", "Naidu"],
  },
  {
    key: "telugu",
    motherTongue: "Telugu",
    states: ["Telangana", "Andhra Pradesh", "Karnataka"],
    male: list(`Srinivas Venkatesh Ramesh Suresh Kiran Praveen Sai Mahesh Chaitanya Harsha Krishna Naresh Pavan Rajesh Sandeep Tarun
      Vamsi Anil Sridhar Ravi`),
    female: list(`Lakshmi Sravani Swathi Anusha Bhavya Haritha Keerthi Lavanya Madhavi Mounika Pavani Prasanna Ramya Sirisha Sindhu
      Sushma Tejaswi Usha Vaishnavi Vennela`),
    surnames: list("Reddy Rao Naidu Chowdary Varma Raju Goud Setty Prasad Murthy Kumar Sastry"),
    communities: ["Reddy", "Kamma", "Naidu", "Brahmin", "Yadav"],
  },
  {
    key: "malayali",
    motherTongue: "Malayalam",
    states: ["Kerala", "Lakshadweep", "Karnataka", "Tamil Nadu"],
    male: list(`Anoop Arjun Akhil Jithin Vishnu Rahul Sreejith Sanjay Nikhil Gokul Abhilash Vineeth Ajith Manu Rajeev Sarath Deepak Hari
      Unni Ranjith`),
    female: list(`Anjali Aswathy Athira Devika Gopika Lekshmi Nimisha Parvathy Reshma Sreelakshmi Sruthi Vidya Arya Anagha Meera Nayana
      Remya Divya Keerthi Neethu`),
    surnames: list("Nair Menon Pillai Kurup Nambiar Warrier Panicker Namboothiri Kartha Unnithan Varma Thampi"),
    communities: ["Nair", "Ezhava", "Brahmin"],
  },
  {
    key: "kannada",
    motherTongue: "Kannada",
    states: ["Karnataka", "Goa", "Maharashtra"],
    male: list(`Manjunath Raghavendra Prashanth Santosh Girish Harish Naveen Pradeep Shashank Sudeep Vinay Yashwanth Chethan Darshan
      Karthik Kiran Mahesh Nagaraj Puneeth Sharath`),
    female: list(`Aishwarya Bhavya Chaitra Deepika Divya Kavya Lakshmi Meghana Nandini Pallavi Rakshitha Rashmi Shilpa Shruthi Spoorthi
      Sahana Sindhu Sowmya Vidya Vinutha`),
    surnames: list("Gowda Hegde Shetty Rao Bhat Kulkarni Patil Naik Shenoy Kamath Acharya Murthy"),
    communities: ["Lingayat", "Vokkaliga", "Brahmin"],
  },
  {
    key: "muslim",
    motherTongue: "Urdu",
    states: ["Uttar Pradesh", "Bihar", "Kerala", "West Bengal", "Telangana", "Maharashtra", "Jammu and Kashmir", "Delhi", "Karnataka", "Assam"],
    male: list(`Mohammed Imran Faisal Arif Salman Aamir Irfan Zaid Farhan Asif Shahid Tariq Sameer Rizwan Junaid Nadeem Sohail Adil
      Wasim Yusuf`),
    female: list(`Ayesha Fatima Zainab Sana Nazia Farah Heena Rubina Shabana Noor Saba Mehreen Aafreen Zoya Sadia Amreen Nida Rukhsar
      Tabassum Iqra`),
    surnames: list("Khan Ansari Qureshi Shaikh Siddiqui Syed Pathan Mirza Hussain Ahmed Ali Rizvi Hashmi Farooqui Malik Sheikh"),
    communities: ["Sunni", "Shia", "Ansari", "Qureshi", "Pathan", "Syed", "Memon"],
  },
  {
    key: "christian",
    motherTongue: "Malayalam",
    states: ["Kerala", "Goa", "Tamil Nadu", "Karnataka", "Maharashtra", "Meghalaya", "Mizoram", "Nagaland"],
    male: list(`Joseph Thomas George Mathew John Abraham Jacob Joel Kevin Alan Roshan Sebastian Anthony Francis Paul Stephen Jerin Jobin
      Tony Vincent`),
    female: list(`Mary Anna Maria Elizabeth Teena Ancy Jincy Jisha Reema Sharon Merlin Nimmy Rose Christina Sheryl Diana Angel Liya
      Nisha Jessy`),
    surnames: list("Fernandes D'Souza Pereira Rodrigues D'Costa Thomas Joseph Mathew George Varghese Kurian Chacko Abraham Philip Jacob Dias"),
    communities: ["Roman Catholic", "Protestant", "Syrian Christian", "Orthodox", "Pentecostal"],
  },
  {
    key: "jain",
    motherTongue: "Hindi",
    states: ["Rajasthan", "Gujarat", "Maharashtra", "Madhya Pradesh", "Karnataka", "Delhi"],
    male: list("Rishabh Abhinav Ankit Mayank Nikhil Pratik Sanyam Akshay Jinesh Vikas Sumit Nirmal Ashok Piyush Manan Darshit"),
    female: list("Ankita Khushboo Pooja Prachi Sakshi Shruti Sonal Tanvi Vidhi Jinal Kritika Neha Palak Rashi Siddhi Ritika"),
    surnames: list("Jain Shah Mehta Sethi Bothra Jhaveri Kothari Lodha Bafna Surana Doshi Sanghvi"),
    communities: ["Digambar", "Shwetambar", "Oswal", "Porwal"],
  },
  {
    key: "navayana",
    motherTongue: "Marathi",
    states: ["Maharashtra", "Madhya Pradesh", "Karnataka"],
    male: list("Aniket Rahul Sagar Siddharth Amol Prashant Sumedh Rajratna Vishal Nilesh Sandeep Bhushan"),
    female: list("Pallavi Priyanka Sujata Snehal Ashwini Dhammadipa Pranali Sonal Rupali Monali Shital Archana"),
    surnames: list("Kamble Waghmare Kharat Bansode Gaikwad Salve Jadhav Sonawane Ingle Wankhede"),
    communities: ["Navayana"],
  },
  {
    key: "himalayan",
    motherTongue: "Nepali",
    states: ["Sikkim", "Ladakh", "Arunachal Pradesh", "Himachal Pradesh"],
    male: list("Tenzin Karma Sonam Pema Nima Dorjee Lobsang Tashi Phurba Ang Jigme Norbu"),
    female: list("Dolma Yangchen Pema Sonam Tsering Dechen Lhamo Chodon Diki Kunzang Namgyal Yeshi"),
    surnames: list("Bhutia Lepcha Sherpa Negi Namgyal Lama Tamang Dorjee"),
    communities: ["Mahayana", "Theravada"],
  },
  {
    key: "parsi",
    motherTongue: "Gujarati",
    states: ["Maharashtra", "Gujarat"],
    male: list("Cyrus Darius Farhad Jehangir Kaizad Rustom Xerxes Zubin Behram Adil Firoz Percy"),
    female: list("Anahita Delnaz Freny Jasmine Khushnaz Meher Roshni Shirin Tanaz Zenobia Perizad Dilnavaz"),
    surnames: list("Irani Mistry Wadia Bharucha Daruwala Contractor Engineer Dastur Batliwala Cooper"),
    communities: [],
  },
  {
    key: "bene-israel",
    motherTongue: "Marathi",
    states: ["Maharashtra", "Kerala"],
    male: list("David Daniel Elijah Samuel Aaron Benjamin Solomon Isaac"),
    female: list("Rachel Leah Sarah Esther Rebecca Miriam Hannah Naomi"),
    surnames: list("Penkar Divekar Kolet Navgaokar Rajpurkar Talkar Waskar Kehimkar"),
    communities: [],
  },
];

const group = (key: string) => {
  const found = GROUPS.find((g) => g.key === key);
  if (!found) throw new Error(`No people group "${key}"`);
  return found;
};

const HINDU_GROUPS = ["hindi", "gujarati", "marathi", "bengali", "tamil", "telugu", "malayali", "kannada"];

/**
 * Religions (names of the Religion seed) in the proportions of India's population, each with the
 * groups its members come from. A religion missing from the database is left out.
 */
export const RELIGIONS: readonly { name: string; weight: number; groups: readonly (readonly [string, number])[] }[] = [
  { name: "Hindu", weight: 760, groups: [["hindi", 40], ["gujarati", 7], ["marathi", 9], ["bengali", 9], ["tamil", 8], ["telugu", 8], ["malayali", 4], ["kannada", 6], ["punjabi", 3]] },
  { name: "Muslim", weight: 120, groups: [["muslim", 1]] },
  { name: "Christian", weight: 35, groups: [["christian", 1]] },
  { name: "Sikh", weight: 25, groups: [["punjabi", 1]] },
  { name: "Jain", weight: 12, groups: [["jain", 1]] },
  { name: "Buddhist", weight: 10, groups: [["navayana", 7], ["himalayan", 3]] },
  { name: "Parsi", weight: 2, groups: [["parsi", 1]] },
  { name: "Jewish", weight: 1, groups: [["bene-israel", 1]] },
  { name: "Spiritual", weight: 10, groups: HINDU_GROUPS.map((key) => [key, 1] as const) },
  { name: "No Religion", weight: 15, groups: HINDU_GROUPS.map((key) => [key, 1] as const) },
  { name: "Other", weight: 10, groups: HINDU_GROUPS.map((key) => [key, 1] as const) },
];

export const groupOf = group;
