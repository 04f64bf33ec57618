.rnpu v1
.cores 16
.core 0
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254592 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1254622 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254656 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1254686 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254592 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254624 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254656 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254688 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254594 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254626 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1254658 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254690 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254656 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1254686 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254720 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1254750 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254656 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254688 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254720 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254752 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254658 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254690 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1254722 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254754 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254720 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1254750 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254784 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1254814 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254720 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254752 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254784 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254816 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254722 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254754 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1254786 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254818 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1123584 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1123616 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1123648 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1123680 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123776 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1123806 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123840 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123870 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123776 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123808 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123840 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123872 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123778 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123810 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123842 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123874 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123840 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1123870 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123904 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1123934 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123840 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123872 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123904 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123936 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123842 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123874 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1123906 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123938 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123904 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1123934 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123968 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123998 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123904 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123936 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123968 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124000 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123906 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123938 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123970 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124002 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1189376 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1189408 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1189440 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1189472 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189312 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189342 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189376 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189406 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189312 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189344 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189376 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189408 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189314 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189346 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189378 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189410 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189376 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1189406 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189440 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1189470 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189376 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189408 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189440 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189472 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189378 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189410 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1189442 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189474 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189440 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189470 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189504 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189534 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189440 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189472 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189504 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189536 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189442 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189474 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189506 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189538 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1123840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1123872 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1123904 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1123936 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1222144 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1222176 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1222208 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1222240 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1225856 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1225858 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1225920 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1225922 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124480 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1225984 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1225986 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1226048 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1226050 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124512 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1226112 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1226114 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1226176 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1226178 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124544 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1226240 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1226242 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1226304 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1226306 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124576 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1226368 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1226370 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1226432 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1226434 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124608 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1226496 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1226498 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1226560 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1226562 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124640 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1226624 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1226626 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1226688 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1226690 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124672 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1226752 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1226754 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1226816 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1226818 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124704 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1226880 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1226882 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1226944 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1226946 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124736 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1227008 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1227010 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1227072 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1227074 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124768 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1227136 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1227138 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1227200 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1227202 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124800 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1227264 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1227266 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1227328 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1227330 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124832 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1227392 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1227394 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1227456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1227458 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124864 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1227520 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1227522 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1227584 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1227586 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124896 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1227648 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1227650 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1227712 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1227714 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124928 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1227776 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1227778 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1227840 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1227842 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124960 n0=16 n1=1 n2=1
  signal
  wait mask=28671 step=4
  wait mask=36864 step=5
  dma.cfg stride1=4 stride2=512 esize=e16
  dma.load sp=0 dram=1123456 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=8 dram=1123458 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=16 dram=1123460 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=24 dram=1123462 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=32 dram=1123464 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=40 dram=1123466 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=48 dram=1123468 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=56 dram=1123470 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=64 dram=1123472 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=72 dram=1123474 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=80 dram=1123476 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=88 dram=1123478 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=96 dram=1123480 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=104 dram=1123482 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=112 dram=1123484 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=120 dram=1123486 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=128 dram=1123488 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=136 dram=1123490 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=144 dram=1123492 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=152 dram=1123494 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=160 dram=1123496 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=168 dram=1123498 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=176 dram=1123500 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=184 dram=1123502 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=192 dram=1123504 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=200 dram=1123506 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=208 dram=1123508 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=216 dram=1123510 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=224 dram=1123512 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=232 dram=1123514 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=240 dram=1123516 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=248 dram=1123518 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=256 dram=1123520 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=264 dram=1123522 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=272 dram=1123524 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=280 dram=1123526 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=288 dram=1123528 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=296 dram=1123530 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=304 dram=1123532 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=312 dram=1123534 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=320 dram=1123536 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=328 dram=1123538 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=336 dram=1123540 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=344 dram=1123542 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=352 dram=1123544 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=360 dram=1123546 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=368 dram=1123548 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=376 dram=1123550 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=384 dram=1123552 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=392 dram=1123554 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=400 dram=1123556 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=408 dram=1123558 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=416 dram=1123560 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=424 dram=1123562 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=432 dram=1123564 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=440 dram=1123566 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=448 dram=1123568 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=456 dram=1123570 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=464 dram=1123572 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=472 dram=1123574 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=480 dram=1123576 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=488 dram=1123578 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=496 dram=1123580 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=504 dram=1123582 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=512 dram=1123584 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=520 dram=1123586 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=528 dram=1123588 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=536 dram=1123590 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=544 dram=1123592 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=552 dram=1123594 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=560 dram=1123596 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=568 dram=1123598 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=576 dram=1123600 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=584 dram=1123602 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=592 dram=1123604 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=600 dram=1123606 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=608 dram=1123608 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=616 dram=1123610 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=624 dram=1123612 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=632 dram=1123614 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=640 dram=1123616 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=648 dram=1123618 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=656 dram=1123620 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=664 dram=1123622 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=672 dram=1123624 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=680 dram=1123626 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=688 dram=1123628 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=696 dram=1123630 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=704 dram=1123632 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=712 dram=1123634 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=720 dram=1123636 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=728 dram=1123638 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=736 dram=1123640 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=744 dram=1123642 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=752 dram=1123644 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=760 dram=1123646 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=768 dram=1123648 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=776 dram=1123650 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=784 dram=1123652 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=792 dram=1123654 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=800 dram=1123656 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=808 dram=1123658 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=816 dram=1123660 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=824 dram=1123662 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=832 dram=1123664 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=840 dram=1123666 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=848 dram=1123668 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=856 dram=1123670 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=864 dram=1123672 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=872 dram=1123674 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=880 dram=1123676 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=888 dram=1123678 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=896 dram=1123680 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=904 dram=1123682 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=912 dram=1123684 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=920 dram=1123686 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=928 dram=1123688 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=936 dram=1123690 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=944 dram=1123692 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=952 dram=1123694 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=960 dram=1123696 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=968 dram=1123698 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=976 dram=1123700 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=984 dram=1123702 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=992 dram=1123704 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1000 dram=1123706 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1008 dram=1123708 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1016 dram=1123710 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1024 dram=1123712 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1032 dram=1123714 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1040 dram=1123716 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1048 dram=1123718 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1056 dram=1123720 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1064 dram=1123722 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1072 dram=1123724 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1080 dram=1123726 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1088 dram=1123728 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1096 dram=1123730 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1104 dram=1123732 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1112 dram=1123734 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1120 dram=1123736 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1128 dram=1123738 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1136 dram=1123740 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1144 dram=1123742 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1152 dram=1123744 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1160 dram=1123746 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1168 dram=1123748 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1176 dram=1123750 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1184 dram=1123752 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1192 dram=1123754 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1200 dram=1123756 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1208 dram=1123758 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1216 dram=1123760 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1224 dram=1123762 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1232 dram=1123764 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1240 dram=1123766 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1248 dram=1123768 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1256 dram=1123770 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1264 dram=1123772 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1272 dram=1123774 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1280 dram=1123776 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1288 dram=1123778 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1296 dram=1123780 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1304 dram=1123782 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1312 dram=1123784 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1320 dram=1123786 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1328 dram=1123788 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1336 dram=1123790 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1344 dram=1123792 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1352 dram=1123794 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1360 dram=1123796 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1368 dram=1123798 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1376 dram=1123800 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1384 dram=1123802 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1392 dram=1123804 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1400 dram=1123806 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1408 dram=1123808 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1416 dram=1123810 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1424 dram=1123812 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1432 dram=1123814 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1440 dram=1123816 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1448 dram=1123818 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1456 dram=1123820 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1464 dram=1123822 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1472 dram=1123824 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1480 dram=1123826 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1488 dram=1123828 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1496 dram=1123830 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1504 dram=1123832 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1512 dram=1123834 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1520 dram=1123836 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1528 dram=1123838 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1536 dram=1123840 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1544 dram=1123842 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1552 dram=1123844 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1560 dram=1123846 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1568 dram=1123848 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1576 dram=1123850 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1584 dram=1123852 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1592 dram=1123854 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1600 dram=1123856 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1608 dram=1123858 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1616 dram=1123860 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1624 dram=1123862 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1632 dram=1123864 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1640 dram=1123866 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1648 dram=1123868 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1656 dram=1123870 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1664 dram=1123872 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1672 dram=1123874 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1680 dram=1123876 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1688 dram=1123878 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1696 dram=1123880 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1704 dram=1123882 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1712 dram=1123884 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1720 dram=1123886 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1728 dram=1123888 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1736 dram=1123890 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1744 dram=1123892 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1752 dram=1123894 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1760 dram=1123896 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1768 dram=1123898 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1776 dram=1123900 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1784 dram=1123902 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1792 dram=1123904 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1800 dram=1123906 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1808 dram=1123908 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1816 dram=1123910 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1824 dram=1123912 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1832 dram=1123914 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1840 dram=1123916 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1848 dram=1123918 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1856 dram=1123920 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1864 dram=1123922 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1872 dram=1123924 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1880 dram=1123926 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1888 dram=1123928 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1896 dram=1123930 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1904 dram=1123932 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1912 dram=1123934 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1920 dram=1123936 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1928 dram=1123938 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1936 dram=1123940 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1944 dram=1123942 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1952 dram=1123944 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1960 dram=1123946 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1968 dram=1123948 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1976 dram=1123950 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1984 dram=1123952 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1992 dram=1123954 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2000 dram=1123956 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2008 dram=1123958 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2016 dram=1123960 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2024 dram=1123962 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2032 dram=1123964 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load push:vec sp=2040 dram=1123966 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=4 cols=1 ld=1 rn1=256 rs1=4 rn2=1 rs2=0 redop=mean
  dma.cfg stride1=2 stride2=512 esize=e16
  dma.store pop:vec sp=2048 dram=1221760 n0=1 n1=4 n2=1
  signal
.core 1
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254720 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1254750 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254784 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1254814 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254720 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254752 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254784 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254816 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254722 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254754 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1254786 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254818 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254784 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1254814 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254848 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1254878 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254784 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254816 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254848 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254880 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254786 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254818 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1254850 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254882 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254848 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1254878 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254912 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1254942 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254848 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254880 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254912 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254944 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254850 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254882 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1254914 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254946 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1123712 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1123744 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1123776 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1123808 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123904 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1123934 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123968 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123998 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123904 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123936 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123968 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124000 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123906 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123938 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123970 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124002 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123968 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1123998 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124032 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1124062 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123968 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124000 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124032 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124064 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123970 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124002 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1124034 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124066 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124032 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124062 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124096 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124126 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124032 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124064 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124096 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124128 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124034 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124066 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124098 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124130 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1189504 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1189536 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1189568 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1189600 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189440 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189470 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189504 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189534 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189440 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189472 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189504 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189536 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189442 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189474 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189506 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189538 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189504 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1189534 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189568 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1189598 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189504 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189536 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189568 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189600 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189506 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189538 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1189570 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189602 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189568 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189598 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189632 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189662 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189568 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189600 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189632 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189664 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189570 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189602 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189634 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189666 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1123968 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1124000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1124032 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1124064 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1222272 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1222304 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1222336 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1222368 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1227904 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1227906 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1227968 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1227970 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124992 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1228032 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1228034 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1228096 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1228098 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125024 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1228160 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1228162 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1228224 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1228226 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125056 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1228288 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1228290 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1228352 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1228354 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125088 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1228416 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1228418 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1228480 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1228482 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125120 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1228544 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1228546 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1228608 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1228610 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125152 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1228672 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1228674 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1228736 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1228738 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125184 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1228800 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1228802 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1228864 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1228866 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125216 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1228928 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1228930 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1228992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1228994 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125248 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1229056 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1229058 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1229120 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1229122 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125280 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1229184 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1229186 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1229248 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1229250 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125312 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1229312 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1229314 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1229376 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1229378 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125344 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1229440 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1229442 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1229504 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1229506 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125376 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1229568 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1229570 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1229632 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1229634 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125408 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1229696 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1229698 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1229760 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1229762 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125440 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1229824 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1229826 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1229888 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1229890 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125472 n0=16 n1=1 n2=1
  signal
  wait mask=28671 step=4
  wait mask=36864 step=5
  dma.cfg stride1=4 stride2=512 esize=e16
  dma.load sp=0 dram=1125504 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=8 dram=1125506 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=16 dram=1125508 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=24 dram=1125510 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=32 dram=1125512 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=40 dram=1125514 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=48 dram=1125516 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=56 dram=1125518 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=64 dram=1125520 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=72 dram=1125522 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=80 dram=1125524 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=88 dram=1125526 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=96 dram=1125528 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=104 dram=1125530 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=112 dram=1125532 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=120 dram=1125534 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=128 dram=1125536 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=136 dram=1125538 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=144 dram=1125540 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=152 dram=1125542 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=160 dram=1125544 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=168 dram=1125546 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=176 dram=1125548 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=184 dram=1125550 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=192 dram=1125552 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=200 dram=1125554 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=208 dram=1125556 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=216 dram=1125558 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=224 dram=1125560 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=232 dram=1125562 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=240 dram=1125564 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=248 dram=1125566 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=256 dram=1125568 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=264 dram=1125570 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=272 dram=1125572 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=280 dram=1125574 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=288 dram=1125576 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=296 dram=1125578 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=304 dram=1125580 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=312 dram=1125582 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=320 dram=1125584 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=328 dram=1125586 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=336 dram=1125588 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=344 dram=1125590 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=352 dram=1125592 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=360 dram=1125594 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=368 dram=1125596 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=376 dram=1125598 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=384 dram=1125600 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=392 dram=1125602 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=400 dram=1125604 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=408 dram=1125606 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=416 dram=1125608 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=424 dram=1125610 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=432 dram=1125612 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=440 dram=1125614 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=448 dram=1125616 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=456 dram=1125618 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=464 dram=1125620 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=472 dram=1125622 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=480 dram=1125624 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=488 dram=1125626 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=496 dram=1125628 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=504 dram=1125630 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=512 dram=1125632 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=520 dram=1125634 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=528 dram=1125636 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=536 dram=1125638 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=544 dram=1125640 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=552 dram=1125642 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=560 dram=1125644 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=568 dram=1125646 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=576 dram=1125648 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=584 dram=1125650 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=592 dram=1125652 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=600 dram=1125654 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=608 dram=1125656 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=616 dram=1125658 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=624 dram=1125660 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=632 dram=1125662 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=640 dram=1125664 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=648 dram=1125666 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=656 dram=1125668 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=664 dram=1125670 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=672 dram=1125672 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=680 dram=1125674 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=688 dram=1125676 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=696 dram=1125678 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=704 dram=1125680 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=712 dram=1125682 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=720 dram=1125684 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=728 dram=1125686 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=736 dram=1125688 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=744 dram=1125690 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=752 dram=1125692 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=760 dram=1125694 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=768 dram=1125696 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=776 dram=1125698 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=784 dram=1125700 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=792 dram=1125702 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=800 dram=1125704 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=808 dram=1125706 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=816 dram=1125708 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=824 dram=1125710 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=832 dram=1125712 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=840 dram=1125714 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=848 dram=1125716 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=856 dram=1125718 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=864 dram=1125720 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=872 dram=1125722 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=880 dram=1125724 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=888 dram=1125726 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=896 dram=1125728 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=904 dram=1125730 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=912 dram=1125732 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=920 dram=1125734 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=928 dram=1125736 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=936 dram=1125738 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=944 dram=1125740 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=952 dram=1125742 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=960 dram=1125744 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=968 dram=1125746 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=976 dram=1125748 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=984 dram=1125750 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=992 dram=1125752 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1000 dram=1125754 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1008 dram=1125756 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1016 dram=1125758 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1024 dram=1125760 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1032 dram=1125762 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1040 dram=1125764 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1048 dram=1125766 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1056 dram=1125768 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1064 dram=1125770 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1072 dram=1125772 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1080 dram=1125774 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1088 dram=1125776 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1096 dram=1125778 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1104 dram=1125780 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1112 dram=1125782 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1120 dram=1125784 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1128 dram=1125786 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1136 dram=1125788 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1144 dram=1125790 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1152 dram=1125792 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1160 dram=1125794 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1168 dram=1125796 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1176 dram=1125798 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1184 dram=1125800 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1192 dram=1125802 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1200 dram=1125804 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1208 dram=1125806 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1216 dram=1125808 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1224 dram=1125810 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1232 dram=1125812 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1240 dram=1125814 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1248 dram=1125816 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1256 dram=1125818 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1264 dram=1125820 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1272 dram=1125822 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1280 dram=1125824 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1288 dram=1125826 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1296 dram=1125828 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1304 dram=1125830 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1312 dram=1125832 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1320 dram=1125834 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1328 dram=1125836 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1336 dram=1125838 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1344 dram=1125840 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1352 dram=1125842 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1360 dram=1125844 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1368 dram=1125846 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1376 dram=1125848 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1384 dram=1125850 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1392 dram=1125852 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1400 dram=1125854 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1408 dram=1125856 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1416 dram=1125858 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1424 dram=1125860 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1432 dram=1125862 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1440 dram=1125864 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1448 dram=1125866 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1456 dram=1125868 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1464 dram=1125870 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1472 dram=1125872 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1480 dram=1125874 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1488 dram=1125876 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1496 dram=1125878 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1504 dram=1125880 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1512 dram=1125882 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1520 dram=1125884 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1528 dram=1125886 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1536 dram=1125888 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1544 dram=1125890 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1552 dram=1125892 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1560 dram=1125894 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1568 dram=1125896 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1576 dram=1125898 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1584 dram=1125900 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1592 dram=1125902 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1600 dram=1125904 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1608 dram=1125906 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1616 dram=1125908 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1624 dram=1125910 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1632 dram=1125912 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1640 dram=1125914 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1648 dram=1125916 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1656 dram=1125918 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1664 dram=1125920 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1672 dram=1125922 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1680 dram=1125924 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1688 dram=1125926 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1696 dram=1125928 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1704 dram=1125930 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1712 dram=1125932 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1720 dram=1125934 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1728 dram=1125936 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1736 dram=1125938 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1744 dram=1125940 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1752 dram=1125942 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1760 dram=1125944 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1768 dram=1125946 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1776 dram=1125948 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1784 dram=1125950 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1792 dram=1125952 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1800 dram=1125954 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1808 dram=1125956 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1816 dram=1125958 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1824 dram=1125960 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1832 dram=1125962 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1840 dram=1125964 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1848 dram=1125966 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1856 dram=1125968 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1864 dram=1125970 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1872 dram=1125972 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1880 dram=1125974 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1888 dram=1125976 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1896 dram=1125978 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1904 dram=1125980 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1912 dram=1125982 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1920 dram=1125984 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1928 dram=1125986 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1936 dram=1125988 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1944 dram=1125990 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1952 dram=1125992 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1960 dram=1125994 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1968 dram=1125996 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1976 dram=1125998 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1984 dram=1126000 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1992 dram=1126002 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2000 dram=1126004 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2008 dram=1126006 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2016 dram=1126008 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2024 dram=1126010 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2032 dram=1126012 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load push:vec sp=2040 dram=1126014 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=4 cols=1 ld=1 rn1=256 rs1=4 rn2=1 rs2=0 redop=mean
  dma.cfg stride1=2 stride2=512 esize=e16
  dma.store pop:vec sp=2048 dram=1221768 n0=1 n1=4 n2=1
  signal
.core 2
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254848 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1254878 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254912 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1254942 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254848 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254880 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254912 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254944 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254850 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254882 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1254914 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254946 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254912 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1254942 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254976 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1255006 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254912 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254944 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254976 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255008 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254914 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254946 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1254978 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255010 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254976 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255006 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255040 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255070 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254976 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255008 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255040 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255072 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254978 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255010 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255042 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255074 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1123840 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1123872 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1123904 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1123936 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124032 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124062 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124096 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124126 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124032 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124064 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124096 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124128 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124034 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124066 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124098 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124130 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124096 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1124126 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124160 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1124190 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124096 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124128 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124160 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124192 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124098 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124130 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1124162 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124194 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124160 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124190 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124224 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124254 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124160 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124192 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124224 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124256 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124162 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124194 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124226 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124258 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1189632 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1189664 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1189696 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1189728 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189568 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189598 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189632 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189662 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189568 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189600 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189632 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189664 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189570 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189602 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189634 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189666 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189632 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1189662 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189696 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1189726 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189632 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189664 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189696 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189728 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189634 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189666 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1189698 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189730 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189696 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189726 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189760 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189790 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189696 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189728 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189760 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189792 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189698 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189730 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189762 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189794 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1124096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1124128 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1124160 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1124192 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1222400 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1222432 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1222464 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1222496 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1229952 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1229954 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1230016 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1230018 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125504 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1230080 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1230082 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1230144 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1230146 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125536 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1230208 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1230210 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1230272 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1230274 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125568 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1230336 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1230338 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1230400 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1230402 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125600 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1230464 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1230466 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1230528 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1230530 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125632 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1230592 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1230594 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1230656 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1230658 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125664 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1230720 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1230722 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1230784 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1230786 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125696 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1230848 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1230850 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1230912 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1230914 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125728 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1230976 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1230978 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1231040 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1231042 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125760 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1231104 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1231106 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1231168 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1231170 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125792 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1231232 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1231234 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1231296 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1231298 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125824 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1231360 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1231362 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1231424 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1231426 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125856 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1231488 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1231490 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1231552 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1231554 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125888 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1231616 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1231618 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1231680 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1231682 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125920 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1231744 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1231746 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1231808 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1231810 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125952 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1231872 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1231874 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1231936 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1231938 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1125984 n0=16 n1=1 n2=1
  signal
  wait mask=28671 step=4
  wait mask=36864 step=5
  dma.cfg stride1=4 stride2=512 esize=e16
  dma.load sp=0 dram=1127552 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=8 dram=1127554 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=16 dram=1127556 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=24 dram=1127558 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=32 dram=1127560 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=40 dram=1127562 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=48 dram=1127564 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=56 dram=1127566 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=64 dram=1127568 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=72 dram=1127570 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=80 dram=1127572 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=88 dram=1127574 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=96 dram=1127576 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=104 dram=1127578 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=112 dram=1127580 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=120 dram=1127582 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=128 dram=1127584 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=136 dram=1127586 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=144 dram=1127588 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=152 dram=1127590 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=160 dram=1127592 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=168 dram=1127594 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=176 dram=1127596 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=184 dram=1127598 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=192 dram=1127600 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=200 dram=1127602 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=208 dram=1127604 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=216 dram=1127606 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=224 dram=1127608 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=232 dram=1127610 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=240 dram=1127612 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=248 dram=1127614 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=256 dram=1127616 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=264 dram=1127618 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=272 dram=1127620 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=280 dram=1127622 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=288 dram=1127624 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=296 dram=1127626 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=304 dram=1127628 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=312 dram=1127630 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=320 dram=1127632 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=328 dram=1127634 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=336 dram=1127636 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=344 dram=1127638 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=352 dram=1127640 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=360 dram=1127642 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=368 dram=1127644 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=376 dram=1127646 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=384 dram=1127648 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=392 dram=1127650 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=400 dram=1127652 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=408 dram=1127654 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=416 dram=1127656 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=424 dram=1127658 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=432 dram=1127660 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=440 dram=1127662 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=448 dram=1127664 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=456 dram=1127666 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=464 dram=1127668 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=472 dram=1127670 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=480 dram=1127672 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=488 dram=1127674 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=496 dram=1127676 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=504 dram=1127678 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=512 dram=1127680 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=520 dram=1127682 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=528 dram=1127684 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=536 dram=1127686 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=544 dram=1127688 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=552 dram=1127690 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=560 dram=1127692 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=568 dram=1127694 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=576 dram=1127696 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=584 dram=1127698 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=592 dram=1127700 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=600 dram=1127702 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=608 dram=1127704 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=616 dram=1127706 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=624 dram=1127708 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=632 dram=1127710 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=640 dram=1127712 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=648 dram=1127714 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=656 dram=1127716 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=664 dram=1127718 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=672 dram=1127720 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=680 dram=1127722 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=688 dram=1127724 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=696 dram=1127726 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=704 dram=1127728 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=712 dram=1127730 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=720 dram=1127732 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=728 dram=1127734 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=736 dram=1127736 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=744 dram=1127738 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=752 dram=1127740 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=760 dram=1127742 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=768 dram=1127744 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=776 dram=1127746 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=784 dram=1127748 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=792 dram=1127750 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=800 dram=1127752 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=808 dram=1127754 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=816 dram=1127756 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=824 dram=1127758 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=832 dram=1127760 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=840 dram=1127762 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=848 dram=1127764 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=856 dram=1127766 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=864 dram=1127768 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=872 dram=1127770 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=880 dram=1127772 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=888 dram=1127774 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=896 dram=1127776 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=904 dram=1127778 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=912 dram=1127780 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=920 dram=1127782 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=928 dram=1127784 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=936 dram=1127786 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=944 dram=1127788 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=952 dram=1127790 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=960 dram=1127792 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=968 dram=1127794 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=976 dram=1127796 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=984 dram=1127798 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=992 dram=1127800 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1000 dram=1127802 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1008 dram=1127804 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1016 dram=1127806 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1024 dram=1127808 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1032 dram=1127810 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1040 dram=1127812 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1048 dram=1127814 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1056 dram=1127816 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1064 dram=1127818 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1072 dram=1127820 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1080 dram=1127822 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1088 dram=1127824 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1096 dram=1127826 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1104 dram=1127828 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1112 dram=1127830 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1120 dram=1127832 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1128 dram=1127834 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1136 dram=1127836 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1144 dram=1127838 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1152 dram=1127840 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1160 dram=1127842 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1168 dram=1127844 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1176 dram=1127846 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1184 dram=1127848 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1192 dram=1127850 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1200 dram=1127852 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1208 dram=1127854 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1216 dram=1127856 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1224 dram=1127858 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1232 dram=1127860 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1240 dram=1127862 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1248 dram=1127864 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1256 dram=1127866 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1264 dram=1127868 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1272 dram=1127870 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1280 dram=1127872 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1288 dram=1127874 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1296 dram=1127876 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1304 dram=1127878 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1312 dram=1127880 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1320 dram=1127882 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1328 dram=1127884 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1336 dram=1127886 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1344 dram=1127888 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1352 dram=1127890 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1360 dram=1127892 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1368 dram=1127894 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1376 dram=1127896 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1384 dram=1127898 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1392 dram=1127900 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1400 dram=1127902 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1408 dram=1127904 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1416 dram=1127906 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1424 dram=1127908 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1432 dram=1127910 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1440 dram=1127912 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1448 dram=1127914 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1456 dram=1127916 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1464 dram=1127918 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1472 dram=1127920 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1480 dram=1127922 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1488 dram=1127924 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1496 dram=1127926 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1504 dram=1127928 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1512 dram=1127930 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1520 dram=1127932 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1528 dram=1127934 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1536 dram=1127936 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1544 dram=1127938 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1552 dram=1127940 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1560 dram=1127942 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1568 dram=1127944 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1576 dram=1127946 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1584 dram=1127948 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1592 dram=1127950 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1600 dram=1127952 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1608 dram=1127954 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1616 dram=1127956 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1624 dram=1127958 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1632 dram=1127960 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1640 dram=1127962 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1648 dram=1127964 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1656 dram=1127966 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1664 dram=1127968 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1672 dram=1127970 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1680 dram=1127972 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1688 dram=1127974 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1696 dram=1127976 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1704 dram=1127978 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1712 dram=1127980 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1720 dram=1127982 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1728 dram=1127984 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1736 dram=1127986 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1744 dram=1127988 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1752 dram=1127990 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1760 dram=1127992 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1768 dram=1127994 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1776 dram=1127996 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1784 dram=1127998 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1792 dram=1128000 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1800 dram=1128002 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1808 dram=1128004 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1816 dram=1128006 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1824 dram=1128008 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1832 dram=1128010 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1840 dram=1128012 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1848 dram=1128014 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1856 dram=1128016 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1864 dram=1128018 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1872 dram=1128020 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1880 dram=1128022 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1888 dram=1128024 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1896 dram=1128026 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1904 dram=1128028 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1912 dram=1128030 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1920 dram=1128032 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1928 dram=1128034 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1936 dram=1128036 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1944 dram=1128038 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1952 dram=1128040 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1960 dram=1128042 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1968 dram=1128044 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1976 dram=1128046 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1984 dram=1128048 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1992 dram=1128050 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2000 dram=1128052 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2008 dram=1128054 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2016 dram=1128056 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2024 dram=1128058 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2032 dram=1128060 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load push:vec sp=2040 dram=1128062 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=4 cols=1 ld=1 rn1=256 rs1=4 rn2=1 rs2=0 redop=mean
  dma.cfg stride1=2 stride2=512 esize=e16
  dma.store pop:vec sp=2048 dram=1221776 n0=1 n1=4 n2=1
  signal
.core 3
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254976 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255006 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255040 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255070 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254976 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255008 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255040 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255072 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254978 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255010 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255042 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255074 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255040 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1255070 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255104 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1255134 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255040 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255072 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255104 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255136 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255042 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255074 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1255106 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255138 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255104 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255134 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255168 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255198 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255104 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255136 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255168 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255200 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255106 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255138 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255170 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255202 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1123968 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1124000 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1124032 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1124064 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124160 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124190 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124224 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124254 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124160 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124192 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124224 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124256 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124162 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124194 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124226 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124258 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124224 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1124254 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124288 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1124318 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124224 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124256 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124288 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124320 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124226 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124258 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1124290 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124322 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124288 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124318 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124352 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124382 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124288 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124320 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124352 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124384 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124290 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124322 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124354 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124386 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1189760 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1189792 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1189824 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1189856 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189696 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189726 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189760 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189790 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189696 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189728 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189760 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189792 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189698 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189730 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189762 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189794 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189760 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1189790 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189824 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1189854 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189760 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189792 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189824 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189856 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189762 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189794 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1189826 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189858 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189824 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189854 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189888 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189918 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189824 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189856 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189888 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189920 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189826 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189858 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189890 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189922 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1124224 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1124256 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1124288 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1124320 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1222528 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1222560 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1222592 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1222624 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1232000 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1232002 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1232064 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1232066 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126016 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1232128 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1232130 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1232192 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1232194 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126048 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1232256 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1232258 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1232320 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1232322 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126080 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1232384 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1232386 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1232448 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1232450 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126112 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1232512 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1232514 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1232576 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1232578 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126144 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1232640 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1232642 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1232704 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1232706 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126176 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1232768 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1232770 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1232832 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1232834 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126208 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1232896 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1232898 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1232960 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1232962 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126240 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1233024 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1233026 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1233088 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1233090 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126272 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1233152 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1233154 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1233216 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1233218 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126304 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1233280 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1233282 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1233344 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1233346 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126336 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1233408 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1233410 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1233472 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1233474 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126368 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1233536 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1233538 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1233600 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1233602 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126400 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1233664 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1233666 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1233728 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1233730 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126432 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1233792 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1233794 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1233856 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1233858 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126464 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1233920 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1233922 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1233984 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1233986 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126496 n0=16 n1=1 n2=1
  signal
  wait mask=28671 step=4
  wait mask=36864 step=5
  dma.cfg stride1=4 stride2=512 esize=e16
  dma.load sp=0 dram=1129600 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=8 dram=1129602 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=16 dram=1129604 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=24 dram=1129606 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=32 dram=1129608 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=40 dram=1129610 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=48 dram=1129612 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=56 dram=1129614 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=64 dram=1129616 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=72 dram=1129618 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=80 dram=1129620 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=88 dram=1129622 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=96 dram=1129624 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=104 dram=1129626 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=112 dram=1129628 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=120 dram=1129630 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=128 dram=1129632 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=136 dram=1129634 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=144 dram=1129636 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=152 dram=1129638 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=160 dram=1129640 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=168 dram=1129642 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=176 dram=1129644 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=184 dram=1129646 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=192 dram=1129648 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=200 dram=1129650 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=208 dram=1129652 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=216 dram=1129654 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=224 dram=1129656 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=232 dram=1129658 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=240 dram=1129660 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=248 dram=1129662 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=256 dram=1129664 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=264 dram=1129666 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=272 dram=1129668 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=280 dram=1129670 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=288 dram=1129672 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=296 dram=1129674 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=304 dram=1129676 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=312 dram=1129678 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=320 dram=1129680 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=328 dram=1129682 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=336 dram=1129684 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=344 dram=1129686 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=352 dram=1129688 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=360 dram=1129690 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=368 dram=1129692 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=376 dram=1129694 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=384 dram=1129696 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=392 dram=1129698 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=400 dram=1129700 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=408 dram=1129702 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=416 dram=1129704 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=424 dram=1129706 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=432 dram=1129708 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=440 dram=1129710 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=448 dram=1129712 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=456 dram=1129714 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=464 dram=1129716 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=472 dram=1129718 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=480 dram=1129720 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=488 dram=1129722 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=496 dram=1129724 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=504 dram=1129726 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=512 dram=1129728 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=520 dram=1129730 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=528 dram=1129732 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=536 dram=1129734 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=544 dram=1129736 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=552 dram=1129738 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=560 dram=1129740 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=568 dram=1129742 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=576 dram=1129744 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=584 dram=1129746 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=592 dram=1129748 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=600 dram=1129750 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=608 dram=1129752 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=616 dram=1129754 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=624 dram=1129756 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=632 dram=1129758 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=640 dram=1129760 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=648 dram=1129762 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=656 dram=1129764 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=664 dram=1129766 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=672 dram=1129768 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=680 dram=1129770 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=688 dram=1129772 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=696 dram=1129774 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=704 dram=1129776 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=712 dram=1129778 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=720 dram=1129780 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=728 dram=1129782 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=736 dram=1129784 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=744 dram=1129786 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=752 dram=1129788 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=760 dram=1129790 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=768 dram=1129792 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=776 dram=1129794 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=784 dram=1129796 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=792 dram=1129798 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=800 dram=1129800 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=808 dram=1129802 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=816 dram=1129804 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=824 dram=1129806 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=832 dram=1129808 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=840 dram=1129810 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=848 dram=1129812 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=856 dram=1129814 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=864 dram=1129816 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=872 dram=1129818 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=880 dram=1129820 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=888 dram=1129822 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=896 dram=1129824 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=904 dram=1129826 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=912 dram=1129828 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=920 dram=1129830 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=928 dram=1129832 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=936 dram=1129834 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=944 dram=1129836 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=952 dram=1129838 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=960 dram=1129840 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=968 dram=1129842 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=976 dram=1129844 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=984 dram=1129846 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=992 dram=1129848 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1000 dram=1129850 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1008 dram=1129852 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1016 dram=1129854 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1024 dram=1129856 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1032 dram=1129858 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1040 dram=1129860 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1048 dram=1129862 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1056 dram=1129864 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1064 dram=1129866 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1072 dram=1129868 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1080 dram=1129870 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1088 dram=1129872 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1096 dram=1129874 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1104 dram=1129876 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1112 dram=1129878 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1120 dram=1129880 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1128 dram=1129882 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1136 dram=1129884 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1144 dram=1129886 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1152 dram=1129888 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1160 dram=1129890 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1168 dram=1129892 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1176 dram=1129894 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1184 dram=1129896 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1192 dram=1129898 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1200 dram=1129900 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1208 dram=1129902 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1216 dram=1129904 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1224 dram=1129906 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1232 dram=1129908 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1240 dram=1129910 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1248 dram=1129912 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1256 dram=1129914 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1264 dram=1129916 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1272 dram=1129918 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1280 dram=1129920 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1288 dram=1129922 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1296 dram=1129924 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1304 dram=1129926 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1312 dram=1129928 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1320 dram=1129930 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1328 dram=1129932 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1336 dram=1129934 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1344 dram=1129936 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1352 dram=1129938 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1360 dram=1129940 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1368 dram=1129942 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1376 dram=1129944 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1384 dram=1129946 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1392 dram=1129948 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1400 dram=1129950 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1408 dram=1129952 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1416 dram=1129954 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1424 dram=1129956 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1432 dram=1129958 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1440 dram=1129960 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1448 dram=1129962 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1456 dram=1129964 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1464 dram=1129966 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1472 dram=1129968 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1480 dram=1129970 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1488 dram=1129972 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1496 dram=1129974 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1504 dram=1129976 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1512 dram=1129978 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1520 dram=1129980 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1528 dram=1129982 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1536 dram=1129984 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1544 dram=1129986 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1552 dram=1129988 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1560 dram=1129990 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1568 dram=1129992 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1576 dram=1129994 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1584 dram=1129996 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1592 dram=1129998 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1600 dram=1130000 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1608 dram=1130002 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1616 dram=1130004 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1624 dram=1130006 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1632 dram=1130008 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1640 dram=1130010 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1648 dram=1130012 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1656 dram=1130014 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1664 dram=1130016 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1672 dram=1130018 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1680 dram=1130020 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1688 dram=1130022 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1696 dram=1130024 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1704 dram=1130026 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1712 dram=1130028 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1720 dram=1130030 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1728 dram=1130032 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1736 dram=1130034 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1744 dram=1130036 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1752 dram=1130038 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1760 dram=1130040 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1768 dram=1130042 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1776 dram=1130044 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1784 dram=1130046 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1792 dram=1130048 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1800 dram=1130050 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1808 dram=1130052 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1816 dram=1130054 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1824 dram=1130056 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1832 dram=1130058 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1840 dram=1130060 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1848 dram=1130062 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1856 dram=1130064 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1864 dram=1130066 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1872 dram=1130068 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1880 dram=1130070 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1888 dram=1130072 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1896 dram=1130074 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1904 dram=1130076 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1912 dram=1130078 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1920 dram=1130080 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1928 dram=1130082 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1936 dram=1130084 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1944 dram=1130086 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1952 dram=1130088 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1960 dram=1130090 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1968 dram=1130092 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1976 dram=1130094 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1984 dram=1130096 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=1992 dram=1130098 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2000 dram=1130100 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2008 dram=1130102 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2016 dram=1130104 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2024 dram=1130106 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load sp=2032 dram=1130108 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load push:vec sp=2040 dram=1130110 n0=1 n1=1 n2=4 pad0=0 pad1=0 valid0=1 valid1=1
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=4 cols=1 ld=1 rn1=256 rs1=4 rn2=1 rs2=0 redop=mean
  dma.cfg stride1=2 stride2=512 esize=e16
  dma.store pop:vec sp=2048 dram=1221784 n0=1 n1=4 n2=1
  signal
.core 4
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255104 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255134 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255168 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255198 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255104 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255136 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255168 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255200 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255106 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255138 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255170 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255202 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255168 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1255198 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255232 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1255262 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255168 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255200 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255232 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255264 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255170 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255202 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1255234 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255266 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255232 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255262 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255296 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255326 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255232 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255264 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255296 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255328 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255234 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255266 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255298 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255330 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1124096 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1124128 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1124160 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1124192 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124288 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124318 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124352 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124382 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124288 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124320 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124352 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124384 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124290 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124322 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124354 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124386 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124352 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1124382 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124416 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1124446 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124352 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124384 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124416 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124448 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124354 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124386 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1124418 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124450 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124416 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124446 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124480 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124510 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124416 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124448 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124480 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124512 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124418 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124450 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124482 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124514 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1189888 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1189920 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1189952 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1189984 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189824 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189854 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189888 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189918 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189824 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189856 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189888 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189920 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189826 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189858 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189890 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189922 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189888 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1189918 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189952 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1189982 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189888 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189920 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189952 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189984 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189890 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189922 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1189954 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189986 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189952 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189982 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190016 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190046 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189952 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189984 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190016 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190048 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189954 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189986 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190018 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190050 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1124352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1124384 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1124416 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1124448 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1222656 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1222688 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1222720 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1222752 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1234048 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1234050 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1234112 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1234114 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126528 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1234176 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1234178 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1234240 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1234242 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126560 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1234304 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1234306 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1234368 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1234370 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126592 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1234432 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1234434 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1234496 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1234498 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126624 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1234560 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1234562 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1234624 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1234626 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126656 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1234688 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1234690 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1234752 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1234754 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126688 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1234816 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1234818 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1234880 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1234882 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126720 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1234944 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1234946 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1235008 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1235010 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126752 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1235072 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1235074 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1235136 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1235138 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126784 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1235200 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1235202 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1235264 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1235266 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126816 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1235328 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1235330 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1235392 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1235394 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126848 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1235456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1235458 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1235520 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1235522 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126880 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1235584 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1235586 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1235648 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1235650 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126912 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1235712 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1235714 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1235776 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1235778 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126944 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1235840 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1235842 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1235904 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1235906 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1126976 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1235968 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1235970 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1236032 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1236034 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127008 n0=16 n1=1 n2=1
  signal
  wait mask=15 step=5
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=128 dram=26624 n0=160 n1=1 n2=1 pad0=0 pad1=0 valid0=160 valid1=1
  mat.gemm pop:dma acc=0 sp=0 sp2=128 m=1 k=16 n=10 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  dma.load sp=64 dram=15232 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1
  dma.load push:mat sp=640 dram=26944 n0=10 n1=1 n2=1 pad0=0 pad1=0 valid0=10 valid1=1
  mat.gemm pop:dma push:vec acc=0 sp=64 sp2=640 m=1 k=1 n=10 lda=1 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat push:dma sp=1152 acc=0 rows=1 cols=10 ld=10 ldc=16 sp3=0 bias=0 act=none
  dma.store pop:vec sp=1152 dram=1260672 n0=10 n1=1 n2=1
.core 5
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255232 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255262 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255296 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255326 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255232 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255264 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255296 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255328 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255234 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255266 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255298 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255330 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255296 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1255326 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255360 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1255390 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255296 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255328 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255360 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255392 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255298 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255330 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1255362 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255394 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255360 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255390 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255424 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255454 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255360 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255392 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255424 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255456 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255362 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255394 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255426 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255458 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1124224 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1124256 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1124288 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1124320 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124416 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124446 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124480 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124510 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124416 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124448 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124480 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124512 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124418 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124450 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124482 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124514 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124480 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1124510 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124544 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1124574 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124480 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124512 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124544 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124576 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124482 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124514 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1124546 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124578 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124544 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124574 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124608 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124638 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124544 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124576 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124608 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124640 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124546 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124578 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124610 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124642 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1190016 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1190048 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1190080 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1190112 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189952 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189982 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190016 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190046 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189952 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189984 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190016 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190048 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189954 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189986 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190018 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190050 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190016 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1190046 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190080 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1190110 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190016 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190048 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190080 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190112 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190018 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190050 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1190082 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190114 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190080 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190110 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190144 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190174 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190080 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190112 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190144 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190176 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190082 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190114 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190146 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190178 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1124480 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1124512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1124544 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1124576 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1222784 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1222816 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1222848 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1222880 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1236096 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1236098 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1236160 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1236162 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127040 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1236224 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1236226 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1236288 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1236290 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127072 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1236352 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1236354 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1236416 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1236418 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127104 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1236480 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1236482 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1236544 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1236546 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127136 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1236608 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1236610 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1236672 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1236674 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127168 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1236736 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1236738 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1236800 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1236802 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127200 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1236864 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1236866 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1236928 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1236930 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127232 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1236992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1236994 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1237056 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1237058 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127264 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1237120 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1237122 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1237184 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1237186 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127296 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1237248 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1237250 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1237312 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1237314 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127328 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1237376 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1237378 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1237440 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1237442 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127360 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1237504 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1237506 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1237568 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1237570 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127392 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1237632 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1237634 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1237696 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1237698 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127424 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1237760 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1237762 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1237824 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1237826 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127456 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1237888 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1237890 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1237952 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1237954 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127488 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1238016 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1238018 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1238080 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1238082 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127520 n0=16 n1=1 n2=1
  signal
.core 6
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255360 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255390 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255424 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255454 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255360 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255392 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255424 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255456 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255362 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255394 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255426 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255458 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255424 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1255454 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255488 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1255518 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255424 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255456 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255488 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255520 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255426 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255458 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1255490 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255522 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255488 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255518 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255552 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255582 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255488 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255520 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255552 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255584 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255490 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255522 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255554 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255586 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1124352 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1124384 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1124416 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1124448 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124544 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124574 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124608 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124638 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124544 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124576 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124608 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124640 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124546 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124578 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124610 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124642 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124608 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1124638 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124672 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1124702 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124608 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124640 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124672 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124704 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124610 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124642 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1124674 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124706 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124672 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124702 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124736 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124766 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124672 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124704 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124736 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124768 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124674 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124706 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124738 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124770 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1190144 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1190176 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1190208 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1190240 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190080 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190110 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190144 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190174 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190080 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190112 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190144 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190176 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190082 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190114 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190146 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190178 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190144 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1190174 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190208 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1190238 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190144 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190176 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190208 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190240 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190146 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190178 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1190210 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190242 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190208 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190238 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190272 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190302 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190208 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190240 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190272 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190304 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190210 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190242 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190274 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190306 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1124608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1124640 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1124672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1124704 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1222912 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1222944 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1222976 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1223008 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1238144 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1238146 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1238208 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1238210 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127552 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1238272 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1238274 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1238336 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1238338 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127584 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1238400 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1238402 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1238464 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1238466 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127616 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1238528 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1238530 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1238592 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1238594 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127648 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1238656 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1238658 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1238720 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1238722 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127680 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1238784 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1238786 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1238848 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1238850 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127712 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1238912 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1238914 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1238976 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1238978 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127744 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1239040 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1239042 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1239104 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1239106 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127776 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1239168 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1239170 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1239232 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1239234 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127808 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1239296 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1239298 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1239360 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1239362 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127840 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1239424 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1239426 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1239488 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1239490 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127872 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1239552 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1239554 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1239616 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1239618 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127904 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1239680 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1239682 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1239744 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1239746 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127936 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1239808 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1239810 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1239872 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1239874 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1127968 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1239936 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1239938 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1240000 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1240002 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128000 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1240064 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1240066 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1240128 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1240130 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128032 n0=16 n1=1 n2=1
  signal
.core 7
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255488 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255518 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255552 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255582 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255488 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255520 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255552 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255584 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255490 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255522 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255554 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255586 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255552 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1255582 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255616 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1255646 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255552 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255584 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255616 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255648 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255554 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255586 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1255618 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255650 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255616 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255646 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255680 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255710 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255616 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255648 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255680 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255712 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255618 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255650 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255682 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255714 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1124480 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1124512 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1124544 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1124576 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124672 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124702 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124736 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124766 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124672 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124704 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124736 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124768 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124674 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124706 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124738 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124770 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124736 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1124766 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124800 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1124830 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124736 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124768 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124800 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124832 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124738 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124770 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1124802 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124834 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124800 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124830 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124864 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124894 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124800 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124832 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124864 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124896 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124802 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124834 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124866 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124898 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1190272 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1190304 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1190336 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1190368 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190208 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190238 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190272 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190302 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190208 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190240 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190272 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190304 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190210 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190242 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190274 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190306 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190272 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1190302 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190336 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1190366 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190272 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190304 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190336 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190368 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190274 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190306 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1190338 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190370 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190336 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190366 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190400 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190430 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190336 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190368 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190400 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190432 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190338 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190370 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190402 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190434 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1124736 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1124768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1124800 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1124832 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1223040 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1223072 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1223104 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1223136 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1240192 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1240194 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1240256 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1240258 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128064 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1240320 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1240322 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1240384 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1240386 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128096 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1240448 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1240450 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1240512 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1240514 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128128 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1240576 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1240578 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1240640 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1240642 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128160 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1240704 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1240706 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1240768 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1240770 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128192 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1240832 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1240834 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1240896 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1240898 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128224 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1240960 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1240962 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1241024 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1241026 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128256 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1241088 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1241090 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1241152 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1241154 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128288 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1241216 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1241218 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1241280 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1241282 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128320 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1241344 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1241346 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1241408 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1241410 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128352 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1241472 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1241474 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1241536 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1241538 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128384 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1241600 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1241602 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1241664 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1241666 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128416 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1241728 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1241730 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1241792 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1241794 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128448 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1241856 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1241858 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1241920 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1241922 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128480 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1241984 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1241986 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1242048 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1242050 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128512 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1242112 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1242114 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1242176 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1242178 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128544 n0=16 n1=1 n2=1
  signal
.core 8
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255616 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255646 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255680 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255710 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255616 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255648 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255680 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255712 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255618 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255650 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255682 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255714 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255680 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1255710 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255744 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1255774 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255680 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255712 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255744 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255776 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255682 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255714 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1255746 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255778 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255744 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255774 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255808 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255838 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255744 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255776 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255808 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255840 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255746 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255778 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255810 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255842 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1124608 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1124640 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1124672 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1124704 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124800 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124830 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124864 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1124894 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124800 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124832 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124864 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124896 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124802 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124834 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124866 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124898 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124864 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1124894 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124928 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1124958 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124864 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124896 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124928 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1124960 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124866 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124898 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1124930 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1124962 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124928 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124958 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124992 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1125022 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124928 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124960 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125024 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124930 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124962 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124994 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125026 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1190400 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1190432 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1190464 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1190496 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190336 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190366 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190400 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190430 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190336 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190368 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190400 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190432 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190338 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190370 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190402 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190434 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190400 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1190430 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190464 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1190494 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190400 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190432 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190464 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190496 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190402 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190434 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1190466 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190498 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190464 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190494 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190528 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190558 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190464 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190496 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190528 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190560 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190466 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190498 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190530 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190562 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1124864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1124896 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1124928 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1124960 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1223168 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1223200 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1223232 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1223264 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1242240 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1242242 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1242304 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1242306 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128576 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1242368 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1242370 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1242432 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1242434 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128608 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1242496 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1242498 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1242560 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1242562 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128640 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1242624 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1242626 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1242688 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1242690 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128672 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1242752 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1242754 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1242816 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1242818 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128704 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1242880 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1242882 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1242944 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1242946 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128736 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1243008 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1243010 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1243072 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1243074 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128768 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1243136 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1243138 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1243200 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1243202 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128800 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1243264 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1243266 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1243328 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1243330 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128832 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1243392 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1243394 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1243456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1243458 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128864 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1243520 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1243522 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1243584 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1243586 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128896 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1243648 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1243650 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1243712 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1243714 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128928 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1243776 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1243778 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1243840 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1243842 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128960 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1243904 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1243906 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1243968 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1243970 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1128992 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1244032 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1244034 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1244096 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1244098 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129024 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1244160 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1244162 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1244224 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1244226 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129056 n0=16 n1=1 n2=1
  signal
.core 9
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255744 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255774 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255808 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255838 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255744 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255776 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255808 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255840 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255746 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255778 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255810 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255842 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255808 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1255838 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255872 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1255902 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255808 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255840 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255872 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255904 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255810 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255842 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1255874 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255906 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255872 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255902 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255936 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255966 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255872 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255904 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255936 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255968 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255874 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255906 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255938 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255970 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1124736 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1124768 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1124800 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1124832 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124928 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1124958 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1124992 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1125022 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124928 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1124960 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1124992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125024 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124930 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1124962 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1124994 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125026 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124992 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1125022 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125056 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1125086 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1124992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125024 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125056 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125088 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1124994 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125026 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1125058 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125090 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125056 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1125086 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125120 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1125150 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125056 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125088 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125120 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125152 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125058 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125090 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1125122 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125154 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1190528 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1190560 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1190592 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1190624 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190464 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190494 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190528 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190558 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190464 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190496 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190528 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190560 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190466 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190498 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190530 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190562 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190528 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1190558 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190592 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1190622 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190528 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190560 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190592 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190624 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190530 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190562 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1190594 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190626 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190592 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190622 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190656 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190686 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190592 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190624 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190656 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190688 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190594 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190626 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190658 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190690 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1124992 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1125024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1125056 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1125088 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1223296 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1223328 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1223360 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1223392 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1244288 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1244290 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1244352 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1244354 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129088 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1244416 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1244418 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1244480 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1244482 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129120 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1244544 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1244546 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1244608 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1244610 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129152 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1244672 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1244674 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1244736 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1244738 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129184 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1244800 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1244802 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1244864 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1244866 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129216 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1244928 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1244930 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1244992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1244994 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129248 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1245056 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1245058 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1245120 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1245122 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129280 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1245184 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1245186 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1245248 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1245250 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129312 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1245312 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1245314 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1245376 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1245378 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129344 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1245440 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1245442 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1245504 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1245506 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129376 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1245568 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1245570 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1245632 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1245634 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129408 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1245696 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1245698 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1245760 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1245762 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129440 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1245824 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1245826 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1245888 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1245890 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129472 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1245952 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1245954 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1246016 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1246018 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129504 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1246080 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1246082 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1246144 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1246146 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129536 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1246208 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1246210 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1246272 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1246274 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129568 n0=16 n1=1 n2=1
  signal
.core 10
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255872 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1255902 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1255936 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1255966 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255872 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255904 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1255936 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1255968 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255874 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255906 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1255938 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1255970 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255936 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1255966 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256000 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1256030 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1255936 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1255968 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256000 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256032 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1255938 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1255970 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1256002 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256034 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256000 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256030 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256064 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1256094 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256000 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256032 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256064 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256096 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256002 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256034 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1256066 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256098 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1124864 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1124896 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1124928 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1124960 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125056 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1125086 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125120 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1125150 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125056 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125088 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125120 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125152 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125058 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125090 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1125122 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125154 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125120 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1125150 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125184 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1125214 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125120 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125152 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125184 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125216 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125122 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125154 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1125186 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125218 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125184 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1125214 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125248 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1125278 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125184 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125216 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125248 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125280 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125186 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125218 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1125250 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125282 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1190656 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1190688 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1190720 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1190752 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190592 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190622 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190656 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190686 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190592 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190624 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190656 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190688 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190594 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190626 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190658 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190690 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190656 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1190686 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190720 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1190750 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190656 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190688 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190720 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190752 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190658 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190690 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1190722 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190754 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190720 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190750 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190784 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190814 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190720 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190752 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190784 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190816 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190722 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190754 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190786 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190818 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1125120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1125152 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1125184 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1125216 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1223424 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1223456 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1223488 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1223520 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1246336 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1246338 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1246400 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1246402 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129600 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1246464 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1246466 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1246528 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1246530 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129632 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1246592 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1246594 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1246656 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1246658 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129664 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1246720 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1246722 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1246784 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1246786 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129696 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1246848 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1246850 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1246912 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1246914 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129728 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1246976 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1246978 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1247040 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1247042 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129760 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1247104 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1247106 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1247168 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1247170 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129792 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1247232 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1247234 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1247296 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1247298 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129824 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1247360 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1247362 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1247424 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1247426 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129856 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1247488 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1247490 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1247552 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1247554 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129888 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1247616 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1247618 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1247680 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1247682 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129920 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1247744 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1247746 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1247808 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1247810 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129952 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1247872 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1247874 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1247936 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1247938 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1129984 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1248000 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1248002 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1248064 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1248066 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130016 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1248128 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1248130 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1248192 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1248194 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130048 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1248256 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1248258 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1248320 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1248322 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130080 n0=16 n1=1 n2=1
  signal
.core 11
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256000 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256030 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256064 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1256094 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256000 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256032 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256064 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256096 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256002 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256034 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1256066 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256098 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256064 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1256094 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256128 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1256158 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256064 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256096 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256128 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256160 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256066 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256098 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1256130 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256162 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256128 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256158 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256192 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1256222 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256128 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256160 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256192 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256224 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256130 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256162 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1256194 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256226 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1124992 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1125024 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1125056 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1125088 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125184 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1125214 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125248 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1125278 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125184 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125216 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125248 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125280 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125186 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125218 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1125250 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125282 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125248 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1125278 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125312 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1125342 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125248 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125280 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125312 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125344 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125250 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125282 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1125314 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125346 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125312 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1125342 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125376 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1125406 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125312 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125344 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125376 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125408 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125314 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125346 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1125378 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125410 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1190784 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1190816 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1190848 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1190880 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190720 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190750 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190784 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190814 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190720 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190752 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190784 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190816 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190722 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190754 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190786 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190818 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190784 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1190814 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190848 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1190878 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190784 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190816 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190848 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190880 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190786 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190818 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1190850 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190882 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190848 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190878 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190912 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190942 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190848 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190880 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190912 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190944 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190850 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190882 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190914 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190946 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1125248 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1125280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1125312 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1125344 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1223552 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1223584 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1223616 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1223648 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1248384 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1248386 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1248448 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1248450 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130112 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1248512 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1248514 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1248576 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1248578 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130144 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1248640 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1248642 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1248704 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1248706 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130176 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1248768 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1248770 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1248832 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1248834 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130208 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1248896 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1248898 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1248960 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1248962 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130240 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1249024 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1249026 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1249088 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1249090 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130272 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1249152 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1249154 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1249216 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1249218 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130304 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1249280 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1249282 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1249344 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1249346 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130336 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1249408 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1249410 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1249472 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1249474 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130368 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1249536 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1249538 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1249600 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1249602 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130400 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1249664 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1249666 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1249728 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1249730 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130432 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1249792 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1249794 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1249856 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1249858 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130464 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1249920 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1249922 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1249984 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1249986 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130496 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1250048 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1250050 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1250112 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1250114 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130528 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1250176 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1250178 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1250240 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1250242 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130560 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1250304 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1250306 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1250368 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1250370 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130592 n0=16 n1=1 n2=1
  signal
.core 12
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256128 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256158 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256192 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1256222 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256128 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256160 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256192 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256224 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256130 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256162 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1256194 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256226 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256192 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1256222 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256256 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1256286 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256192 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256224 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256256 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256288 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256194 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256226 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1256258 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256290 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256256 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256286 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256320 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1256350 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256256 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256288 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256320 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256352 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256258 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256290 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1256322 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256354 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1125120 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1125152 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1125184 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1125216 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=1536 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=2048 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123486 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=3584 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=4096 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123488 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=1536 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=2048 dram=1123458 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123490 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1123486 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123520 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1123550 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123488 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123520 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123552 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123458 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123490 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1123522 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123554 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123520 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1123550 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123584 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123614 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123520 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123552 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123584 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123616 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123522 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123554 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123586 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123618 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1188992 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1189024 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1189056 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1189088 n0=16 n1=16 n2=1
  signal
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189184 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189214 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189248 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189278 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189184 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189216 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189248 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189280 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189186 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189218 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189250 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189282 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189248 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1189278 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189312 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1189342 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189248 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189280 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189312 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189344 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189250 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189282 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1189314 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189346 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189312 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189342 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189376 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189406 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189312 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189344 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189376 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189408 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189314 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189346 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189378 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189410 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1123712 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1123744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1123776 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1123808 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1222016 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1222048 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1222080 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1222112 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1250432 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1250434 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1250496 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1250498 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130624 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1250560 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1250562 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1250624 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1250626 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130656 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1250688 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1250690 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1250752 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1250754 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130688 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1250816 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1250818 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1250880 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1250882 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130720 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1250944 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1250946 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1251008 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1251010 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130752 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1251072 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1251074 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1251136 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1251138 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130784 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1251200 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1251202 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1251264 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1251266 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130816 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1251328 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1251330 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1251392 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1251394 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130848 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1251456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1251458 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1251520 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1251522 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130880 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1251584 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1251586 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1251648 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1251650 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130912 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1251712 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1251714 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1251776 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1251778 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130944 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1251840 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1251842 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1251904 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1251906 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1130976 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1251968 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1251970 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1252032 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1252034 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131008 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1252096 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1252098 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1252160 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1252162 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131040 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1252224 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1252226 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1252288 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1252290 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131072 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1252352 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1252354 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1252416 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1252418 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131104 n0=16 n1=1 n2=1
  signal
.core 13
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256256 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256286 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256320 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1256350 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256256 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256288 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256320 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256352 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256258 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256290 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1256322 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256354 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256320 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1256350 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256384 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1256414 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256320 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256352 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256384 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256416 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256322 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256354 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1256386 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256418 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256384 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256414 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256448 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1256478 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256384 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256416 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256448 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256480 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256386 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256418 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1256450 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256482 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1125248 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1125280 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1125312 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1125344 n0=16 n1=16 n2=1
  signal
  wait mask=32768 step=1
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125312 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1125342 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125376 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1125406 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125312 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125344 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125376 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125408 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125314 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125346 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1125378 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125410 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125376 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1125406 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1125440 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1125470 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125376 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125408 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1125440 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1125472 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125378 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125410 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1125442 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1125474 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125440 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1125470 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=2560 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1125440 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1125472 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=4608 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1125442 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1125474 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=2560 dram=1123456 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1190912 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1190944 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1190976 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1191008 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189056 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189086 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189120 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189150 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189056 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189088 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189120 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189152 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189058 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189090 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189122 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189154 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189120 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1189150 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189184 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1189214 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189120 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189152 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189184 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189216 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189122 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189154 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1189186 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189218 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189184 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189214 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189248 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189278 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189184 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189216 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189248 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189280 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189186 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189218 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189250 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189282 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1123584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1123616 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1123648 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1123680 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1221888 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1221920 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1221952 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1221984 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1252480 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1252482 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1252544 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1252546 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131136 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1252608 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1252610 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1252672 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1252674 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131168 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1252736 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1252738 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1252800 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1252802 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131200 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1252864 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1252866 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1252928 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1252930 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131232 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1252992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1252994 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1253056 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1253058 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131264 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1253120 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1253122 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1253184 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1253186 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131296 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1253248 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1253250 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1253312 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1253314 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131328 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1253376 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1253378 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1253440 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1253442 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131360 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1253504 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1253506 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1253568 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1253570 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131392 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1253632 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1253634 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1253696 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1253698 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131424 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1253760 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1253762 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1253824 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1253826 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131456 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1253888 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1253890 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1253952 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1253954 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131488 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1254016 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1254018 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1254080 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1254082 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131520 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1254144 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1254146 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1254208 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1254210 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131552 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1254272 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1254274 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1254336 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1254338 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131584 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1254400 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1254402 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1254464 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1254466 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1131616 n0=16 n1=1 n2=1
  signal
.core 14
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=1536 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=2048 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1254558 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=3584 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=4096 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254560 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=1536 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=2048 dram=1254530 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254562 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1254558 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254592 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1254622 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254560 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254592 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254624 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254530 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254562 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1254594 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254626 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254592 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1254622 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254656 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1254686 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1254592 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1254624 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254656 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1254688 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1254594 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1254626 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1254658 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1254690 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1123456 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1123488 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1123520 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1123552 n0=16 n1=16 n2=1
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123520 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1123550 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123584 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123614 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123520 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123552 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123584 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123616 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123522 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123554 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123586 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123618 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123584 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1123614 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123648 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1123678 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123584 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123616 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123648 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123680 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123586 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123618 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1123650 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123682 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123648 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1123678 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123712 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123742 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123648 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123680 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123712 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123744 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123650 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123682 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123714 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123746 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1189120 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1189152 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1189184 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1189216 n0=16 n1=16 n2=1
  signal
  wait mask=4096 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=1536 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=2048 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189022 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=3584 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=4096 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189024 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=1536 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load sp=2048 dram=1188994 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189026 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1189022 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189056 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1189086 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189024 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189056 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189088 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1188994 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189026 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1189058 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189090 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189056 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1189086 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1189120 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1189150 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1189056 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1189088 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1189120 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1189152 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1189058 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1189090 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1189122 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1189154 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1123456 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1123488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1123520 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1123552 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1221760 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1221792 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1221824 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1221856 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1221760 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1221762 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1221824 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1221826 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123456 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1221888 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1221890 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1221952 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1221954 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123488 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1222016 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1222018 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1222080 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1222082 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123520 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1222144 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1222146 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1222208 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1222210 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123552 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1222272 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1222274 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1222336 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1222338 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123584 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1222400 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1222402 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1222464 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1222466 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123616 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1222528 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1222530 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1222592 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1222594 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123648 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1222656 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1222658 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1222720 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1222722 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123680 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1222784 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1222786 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1222848 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1222850 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123712 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1222912 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1222914 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1222976 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1222978 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123744 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1223040 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1223042 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1223104 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1223106 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123776 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1223168 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1223170 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1223232 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1223234 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123808 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1223296 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1223298 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1223360 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1223362 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123840 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1223424 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1223426 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1223488 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1223490 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123872 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1223552 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1223554 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1223616 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1223618 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123904 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1223680 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1223682 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1223744 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1223746 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123936 n0=16 n1=1 n2=1
  signal
.core 15
  dma.cfg stride1=32 stride2=0 esize=e16
  dma.load sp=0 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256384 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256414 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256448 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1256478 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=11072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256384 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256416 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256448 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256480 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256386 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256418 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1256450 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256482 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=12096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256448 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1256478 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1256512 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1256542 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=12608 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256448 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256480 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1256512 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1256544 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=13120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256450 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256482 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1256514 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1256546 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=13632 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256512 n0=1 n1=16 n2=3 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1256542 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=2560 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=14144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1256512 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1256544 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=4608 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=14656 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1256514 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1256546 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=2560 dram=1254528 n0=1 n1=16 n2=3 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=3 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=15168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1125376 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1125408 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1125440 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1125472 n0=16 n1=16 n2=1
  signal
  signal
  wait mask=32767 step=1
  wait mask=32768 step=2
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=17280 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123648 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1123678 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123712 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123742 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123648 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123680 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123712 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123744 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=18304 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123650 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123682 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123714 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123746 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123712 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1123742 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123776 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1123806 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=19328 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123712 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123744 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123776 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123808 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123714 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123746 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1123778 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123810 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=20352 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123776 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1123806 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1123840 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1123870 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1123776 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1123808 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1123840 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1123872 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=21376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1123778 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1123810 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1123842 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1123874 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.store pop:vec sp=5120 dram=1189248 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1189280 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1189312 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1189344 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=2
  wait mask=36864 step=3
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=0 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190848 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1190878 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190912 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=2560 dram=1190942 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=set azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load sp=512 dram=22464 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190848 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190880 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190912 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1190944 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190850 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190882 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1190914 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1190946 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=23488 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190912 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=3584 dram=1190942 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1190976 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load push:mat sp=4608 dram=1191006 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190912 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1190944 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1190976 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=2560 dram=1191008 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=24512 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190914 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1190946 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=4096 dram=1190978 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:mat sp=4608 dram=1191010 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190976 n0=1 n1=16 n2=16 pad0=0 pad1=1 valid0=1 valid1=15
  dma.load sp=1536 dram=1191006 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=2048 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=2560 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=512 dram=25536 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=3072 dram=1190976 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=3584 dram=1191008 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=4096 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=4608 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3584 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=4096 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:dma acc=48 sp=512 sp2=4608 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=32 stride2=2048 esize=e16
  dma.load pop:mat sp=0 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.cfg stride1=2 stride2=2048 esize=e16
  dma.load sp=1024 dram=1190978 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=1536 dram=1191010 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=15
  dma.load sp=2048 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  dma.load push:mat sp=2560 dram=1188992 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1024 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=0 sp2=1536 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=0 sp2=2048 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=48 sp=0 sp2=2560 m=16 k=16 n=16 lda=16 ldc=64 dtype=fp16 accum=add azp=0
  dma.load pop:mat sp=512 dram=26560 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  dma.load push:mat sp=3072 dram=15232 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1
  mat.gemm pop:dma acc=0 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=16 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm acc=32 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=48 sp=512 sp2=3072 m=16 k=1 n=16 lda=1 ldc=64 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2048 esize=e16
  dma.load push:vec sp=9216 dram=1125376 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=9728 dram=1125408 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10240 dram=1125440 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  dma.load push:vec sp=10752 dram=1125472 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16
  vec.cvt pop:mat sp=5120 acc=0 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5120 sp2=5120 sp3=9216 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5120 sp2=5120 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5120 dram=1223680 n0=16 n1=16 n2=1
  vec.cvt sp=5632 acc=16 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=5632 sp2=5632 sp3=9728 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=5632 sp2=5632 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=5632 dram=1223712 n0=16 n1=16 n2=1
  vec.cvt sp=6144 acc=32 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6144 sp2=6144 sp3=10240 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6144 sp2=6144 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6144 dram=1223744 n0=16 n1=16 n2=1
  vec.cvt sp=6656 acc=48 rows=16 cols=16 ld=16 ldc=64 sp3=0 bias=0 act=none
  vec.alu pop:dma sp=6656 sp2=6656 sp3=10752 rows=16 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=6656 sp2=6656 rows=16 cols=16 ld=16 act=relu
  dma.store pop:vec sp=6656 dram=1223776 n0=16 n1=16 n2=1
  signal
  wait mask=28671 step=3
  wait mask=36864 step=4
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1223808 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1223810 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1223872 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1223874 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1123968 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1223936 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1223938 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1224000 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1224002 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124000 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1224064 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1224066 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1224128 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1224130 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124032 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1224192 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1224194 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1224256 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1224258 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124064 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1224320 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1224322 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1224384 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1224386 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124096 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1224448 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1224450 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1224512 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1224514 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124128 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1224576 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1224578 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1224640 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1224642 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124160 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1224704 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1224706 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1224768 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1224770 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124192 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1224832 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1224834 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1224896 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1224898 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124224 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1224960 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1224962 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1225024 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1225026 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124256 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1225088 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1225090 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1225152 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1225154 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124288 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1225216 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1225218 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1225280 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1225282 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124320 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1225344 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1225346 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1225408 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1225410 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124352 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1225472 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1225474 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1225536 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1225538 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124384 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1225600 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1225602 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1225664 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1225666 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124416 n0=16 n1=1 n2=1
  dma.load sp=0 dram=1225728 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=32 dram=1225730 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load sp=64 dram=1225792 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  dma.load push:vec sp=96 dram=1225794 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16
  vec.reduce pop:dma push:dma sp=128 sp2=0 rows=1 cols=16 ld=16 rn1=4 rs1=16 rn2=1 rs2=0 redop=max
  dma.store pop:vec sp=128 dram=1124448 n0=16 n1=1 n2=1
  signal
